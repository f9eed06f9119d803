import type { MetadataRoute } from "next";

import { SITE_URL } from "@/components/site/site-url";
import { API_PREFIX } from "@/lib/api-client/routes";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/admin", API_PREFIX, "/checkout", "/booking-success"] }],
    sitemap: `${SITE_URL}/sitemap.xml`,
    host: SITE_URL,
  };
}

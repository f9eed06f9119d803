// /legal/terms is the same page as /terms-of-service (spec 001 §2); its canonical URL is /terms-of-service.
export { default, metadata } from "@/app/terms-of-service/page";

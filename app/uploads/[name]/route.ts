// Uploaded promotion media at /uploads/<name> (the path the promotion and service image rules accept).
export { GET } from "@/app/api/uploads/[name]/route";

export const dynamic = "force-dynamic";

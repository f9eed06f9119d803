// Uploaded promotion media at /uploads/<name> (the path the promotion and service image rules accept).
export { GET, dynamic } from "@/app/api/uploads/[name]/route";

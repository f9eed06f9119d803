/**
 * zod as every schema of the project uses it. In the browser zod must not probe for eval
 * (`new Function("")`): the Content-Security-Policy has no 'unsafe-eval', and Chromium reports the
 * refused probe as a CSP violation even though zod catches it. zod probes when an object schema is
 * built, so the setting is made here, before any module can build one; the server keeps zod's JIT
 * fast path.
 */
import { z } from "zod";

if (typeof window !== "undefined") z.config({ jitless: true });

export { z };

import { config } from 'zod/v4/core';

// zod probes once whether `new Function` works, to compile faster object parsers. The app's CSP has
// no 'unsafe-eval', so the probe is refused and reported as a violation on every signed-in page.
config({ jitless: true });

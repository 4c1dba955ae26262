// Where the cluster tier's cluster runs (playwright.cluster.config.ts starts it with scripts/cluster.mjs):
// nginx on CLUSTER_PORT, instance A on CLUSTER_APP_PORT and B on the next port. A and B are addressed
// directly by port; everything else goes through nginx, as a browser would.
import { tmpdir } from 'node:os';
import path from 'node:path';

export const NGINX_PORT = Number(process.env.CLUSTER_PORT ?? 3210);
export const APP_PORT = Number(process.env.CLUSTER_APP_PORT ?? 3201);
export const NGINX = `http://127.0.0.1:${NGINX_PORT}`;
export const A = `http://127.0.0.1:${APP_PORT}`;
export const B = `http://127.0.0.1:${APP_PORT + 1}`;
/** Where both instances deliver mail and SMS as files (OUTBOX_DIR). */
export const OUTBOX = path.join(tmpdir(), `portal-cluster-outbox-${NGINX_PORT}`);

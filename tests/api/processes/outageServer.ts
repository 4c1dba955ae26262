// A server process for tests/api/dbOutage.test.ts, started as a child (node --import tsx --import
// ./register.mjs) on the test's own PostgreSQL cluster. It starts as the app does — instrumentation's
// register(): console guard, request edge and company directory, the fast API routes, the job
// runner — and serves over HTTP the fast routes (port, schedule and rate search) as the front
// server does, plus a few routes that need the database, through their own route handlers. It says
// "listening <port>" and then only logs what the app logs. It installs no handler of its own for
// uncaught exceptions: one would end it, and the test sees that.
import { createServer } from 'node:http';
import type { NextRequest } from 'next/server';
import { register } from '../../../instrumentation';
import { dbAvailability } from '../../../lib/server/db/availability';
import { fastRouteFor } from '../../../lib/server/fastApi';
import * as offers from '../../../app/api/spot/offers/route';
import * as recommend from '../../../app/api/webfclfreight/queryrecommendportlistlimit5/route';
import * as login from '../../../app/api/webuser/login/route';
import * as userInfo from '../../../app/api/webuser/userInfo/route';

type Handler = (req: NextRequest) => Promise<Response>;

/** Routes that need the database (their answers during an outage must be 503). */
const needDatabase = new Map<string, Handler>([
  ['GET /api/spot/offers', offers.GET],
  ['GET /api/webfclfreight/queryrecommendportlistlimit5', recommend.GET],
  ['POST /api/webuser/login', login.POST],
  ['GET /api/webuser/userInfo', userInfo.GET],
]);

async function main() {
  await register();
  const server = createServer((req, res) => {
    dbAvailability().busyOnFailure(res);
    const url = req.url ?? '/';
    const path = url.split('?')[0] ?? '/';
    const route = fastRouteFor(req.method, path) ?? fastRouteFor(req.method, path, needDatabase);
    if (!route) {
      res.statusCode = 404;
      res.end();
      return;
    }
    route(req, res).catch(() => {
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : 0}\n`);
  });
  process.once('SIGTERM', () => {
    server.close();
    process.exit(0);
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});

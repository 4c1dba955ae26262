// Lets a bench script load the app's server modules outside Next: `import 'server-only'` (which
// throws outside a React server environment) resolves to an empty module. Used with
// `tsx --import ./bench/lib/serverOnly.mjs …`. (The react-server export condition would do the same
// but also switches React itself to its server build, which next-intl's client half cannot load.)
import { register } from 'node:module';

register(
  'data:text/javascript,' +
    encodeURIComponent(
      "export async function resolve(specifier, context, next) { return specifier === 'server-only' ? { url: 'data:text/javascript,', shortCircuit: true } : next(specifier, context); }",
    ),
);

// Module hooks of the spot worker process (run outside Next and Vitest): `server-only` is the empty
// module it is in a server build.
export async function resolve(specifier, context, next) {
  if (specifier === 'server-only') return { url: 'data:text/javascript,export {};', shortCircuit: true };
  return next(specifier, context);
}

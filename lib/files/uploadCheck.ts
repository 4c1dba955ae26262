/**
 * What a browser can check of a chosen file before it is sent, mirroring the server's limits: there
 * is one, its declared type or its name's ending is allowed, and it is not too large. The server
 * still decides by the content (lib/files/fileTypes.ts).
 */
export function uploadProblem(
  file: { name: string; size?: number; type?: string } | undefined,
  rule: { types: readonly string[]; accept: string; maxBytes: number },
): 'missing' | 'type' | 'size' | null {
  if (!file) return 'missing';
  const name = file.name.toLowerCase();
  const typeOk = rule.types.includes(file.type ?? '') || rule.accept.split(',').some((ext) => name.endsWith(ext));
  if (!typeOk) return 'type';
  if ((file.size ?? 0) > rule.maxBytes) return 'size';
  return null;
}

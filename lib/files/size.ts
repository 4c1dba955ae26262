/** A file size as people read it: 980 B, 2.7 KB, 1.4 MB (one decimal below 10). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`;
}

/** The short kind of a checked file type, for its badge: PDF, DOC, DOCX, XLS, XLSX … */
export function fileKind(mime: string, fileName = ''): string {
  const byMime: Record<string, string> = {
    'application/pdf': 'PDF',
    'application/msword': 'DOC',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
    'application/vnd.ms-excel': 'XLS',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
  };
  return byMime[mime] ?? (fileName.split('.').pop() ?? '').toUpperCase();
}

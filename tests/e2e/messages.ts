// The app's message files, read as the built app ships them.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const messages = (file: string) => JSON.parse(readFileSync(path.join(process.cwd(), 'messages', file), 'utf8'));
export const cn = messages('cn.json');
export const en = messages('en.json');

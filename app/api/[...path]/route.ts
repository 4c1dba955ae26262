// Any /api path no route serves: 404 with the failure envelope (Next would answer its HTML 404 page).
import { unknownApiPath } from '@/lib/server/http';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = unknownApiPath();

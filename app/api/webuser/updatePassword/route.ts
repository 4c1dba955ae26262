// POST /webuser/updatePassword – logged-in password change (old + new); other sessions end, this browser gets a new cookie
import { updatePasswordInput } from '@/lib/contracts/account';
import { updatePassword } from '@/lib/server/auth/passwordReset';
import { apiHandler } from '@/lib/server/http';

export const POST = apiHandler({ role: 'user', input: updatePasswordInput }, (ctx, input) => updatePassword(ctx, input));

import { webuserApi } from '../endpoints/webuser';
import { keyOf } from './client';

/** Query keys shared by islands that must not load the calls themselves (e.g. logout clearing the account queries). */
export const userInfoQueryKey = keyOf(webuserApi.userInfo);
export const certificationQueryKey = keyOf(webuserApi.certification);

/** Query keys shared by islands that must not load the calls themselves (e.g. logout clearing the account queries). */
export const userInfoQueryKey = ['userInfo'] as const;
export const certificationQueryKey = ['certification'] as const;

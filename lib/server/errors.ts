import type { Messages } from '../i18n/messages';

export type ApiMessageKey = keyof Messages['Api'];

/** A known failure: its status, its envelope code and a message key in the "Api" namespace. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: ApiMessageKey,
    readonly code: string = '0',
    readonly extra: { validateMap?: Record<string, unknown>; values?: Record<string, string | number> } = {},
  ) {
    super(messageKey);
    this.name = 'ApiError';
  }
}

export const unauthorized = () => new ApiError(401, 'loginRequired');
export const forbidden = () => new ApiError(403, 'forbidden');
export const notFound = () => new ApiError(404, 'notFound');

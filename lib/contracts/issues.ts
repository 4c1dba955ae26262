import type { z } from 'zod';

/*
 * Zod's own issue texts ('Invalid input: expected string, received number') are English and
 * technical. This error map turns every issue a contract does not word itself into a key of the
 * "Validation" namespace; the route handler translates it into the request's language, filling
 * {min} / {max} from the issue. Messages a contract sets itself win over this map.
 */

type RawIssue = z.core.$ZodRawIssue;

/** The Validation key of an issue that carries no message of its contract's own. */
export function issueKey(iss: RawIssue): string {
  switch (iss.code) {
    case 'invalid_type':
      if (iss.input === undefined || iss.input === null) return 'required';
      return iss.expected === 'int' ? 'integer' : iss.expected === 'number' ? 'number' : 'invalidType';
    case 'too_small': {
      if (iss.origin === 'string') return Number(iss.minimum) <= 1 ? 'required' : 'tooShort';
      if (iss.origin === 'array' || iss.origin === 'set') return 'tooFew';
      return iss.inclusive === false ? 'greaterThan' : 'tooSmall';
    }
    case 'too_big': {
      if (iss.origin === 'string') return 'tooLong';
      if (iss.origin === 'array' || iss.origin === 'set') return 'tooMany';
      return iss.inclusive === false ? 'lessThan' : 'tooBig';
    }
    case 'invalid_value':
      return iss.input === undefined ? 'required' : 'invalidOption';
    case 'invalid_format':
    case 'invalid_union':
      return 'invalidFormat';
    default:
      return 'invalidValue';
  }
}

/** Parse options that apply the map: `schema.parse(raw, PARSE_OPTIONS)`. */
export const PARSE_OPTIONS = { error: (iss: RawIssue) => issueKey(iss) } as const;

/** The Validation keys this map produces (messages/*.json must hold each). */
export const ISSUE_KEYS = [
  'required',
  'integer',
  'number',
  'invalidType',
  'tooShort',
  'tooFew',
  'greaterThan',
  'tooSmall',
  'tooLong',
  'tooMany',
  'lessThan',
  'tooBig',
  'invalidOption',
  'invalidFormat',
  'invalidValue',
] as const;

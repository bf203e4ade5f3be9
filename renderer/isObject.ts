/** A JSON object (not null, not a list): what untrusted JSON must be before its keys are read. */
import type { JsonObject } from './types.ts';

export const isObject = (v: unknown): v is JsonObject => !!v && typeof v === 'object' && !Array.isArray(v);

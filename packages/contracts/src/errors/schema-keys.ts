import type { z } from 'zod';
import { FIELD_LABELS, type FieldLabel } from './field-labels';

/**
 * Every object key a request schema can name in a refusal's `data.fields`, however deep
 * (inside optional, default, pipes, arrays, unions, records' values, lazy schemas…). The
 * keys of a record are data, not fields, and are left out.
 */
export function requestSchemaKeys(schema: z.ZodType, into = new Set<string>()): Set<string> {
  walk(schema, into, new Set());
  return into;
}

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  valueType?: z.ZodType;
  options?: readonly z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  items?: readonly z.ZodType[];
  rest?: z.ZodType | null;
  getter?: () => z.ZodType;
}

function walk(schema: unknown, keys: Set<string>, seen: Set<unknown>) {
  const def = (schema as { _zod?: { def?: Def } } | null)?._zod?.def;
  if (!def || seen.has(schema)) return;
  seen.add(schema);
  const next = (inner: unknown) => walk(inner, keys, seen);
  switch (def.type) {
    case 'object':
      for (const [key, value] of Object.entries(def.shape ?? {})) {
        keys.add(key);
        next(value);
      }
      next(def.catchall);
      break;
    case 'pipe':
      next(def.in);
      next(def.out);
      break;
    case 'array':
      next(def.element);
      break;
    case 'set':
    case 'record':
    case 'map':
      next(def.valueType);
      break;
    case 'union':
      for (const option of def.options ?? []) next(option);
      break;
    case 'intersection':
      next(def.left);
      next(def.right);
      break;
    case 'tuple':
      for (const item of def.items ?? []) next(item);
      next(def.rest);
      break;
    case 'lazy':
      next(def.getter?.());
      break;
    default:
      // optional, nullable, default, prefault, catch, readonly, nonoptional, promise…
      next(def.innerType);
  }
}

/** Keys of `keys` without a label in each of the three languages (empty: the catalog is whole). */
export function unlabelledKeys(
  keys: Iterable<string>,
  catalog: Readonly<Record<string, FieldLabel>> = FIELD_LABELS,
): string[] {
  const missing = new Set<string>();
  for (const key of keys) {
    const entry = Object.hasOwn(catalog, key) ? catalog[key] : undefined;
    if (entry?.length !== 3 || entry.some((label) => !label?.trim())) missing.add(key);
  }
  return [...missing].sort();
}

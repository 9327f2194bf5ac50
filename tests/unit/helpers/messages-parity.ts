import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

export type MessageTree = { [key: string]: string | MessageTree };

/** Every leaf of a message tree as 'A.b.c' -> value; non-string leaves are returned as problems. */
export function flatten(tree: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (typeof tree === 'object' && tree !== null && !Array.isArray(tree)) {
    for (const [key, value] of Object.entries(tree)) flatten(value, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, tree);
  }
  return out;
}

/**
 * The placeholders of an ICU message (`{name}`, `{n, number}`, plural and
 * select arguments, rich-text tags), with the kind of each, sorted. Arguments
 * inside plural/select branches and tags count too.
 */
export function placeholders(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      switch (el.type) {
        case TYPE.argument:
          found.add(`${el.value}`);
          break;
        case TYPE.number:
          found.add(`${el.value}:number`);
          break;
        case TYPE.date:
          found.add(`${el.value}:date`);
          break;
        case TYPE.time:
          found.add(`${el.value}:time`);
          break;
        case TYPE.select:
          found.add(`${el.value}:select`);
          for (const option of Object.values(el.options)) walk(option.value);
          break;
        case TYPE.plural:
          found.add(`${el.value}:plural`);
          for (const option of Object.values(el.options)) walk(option.value);
          break;
        case TYPE.tag:
          found.add(`<${el.value}>`);
          walk(el.children);
          break;
        default:
          break;
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

/** All differences between two message files; an empty list means they are in parity. */
export function parityProblems(a: unknown, b: unknown, names: [string, string] = ['cn', 'en']): string[] {
  const problems: string[] = [];
  const fa = flatten(a);
  const fb = flatten(b);
  for (const key of fa.keys()) if (!fb.has(key)) problems.push(`${key}: missing in ${names[1]}`);
  for (const key of fb.keys()) if (!fa.has(key)) problems.push(`${key}: missing in ${names[0]}`);
  for (const [name, flat] of [
    [names[0], fa],
    [names[1], fb],
  ] as const) {
    for (const [key, value] of flat) {
      if (typeof value !== 'string') problems.push(`${key}: ${name} value is not a string`);
      else if (!value.trim()) problems.push(`${key}: ${name} value is empty`);
    }
  }
  for (const [key, va] of fa) {
    const vb = fb.get(key);
    if (typeof va !== 'string' || typeof vb !== 'string' || !va.trim() || !vb.trim()) continue;
    let pa: string[];
    let pb: string[];
    try {
      pa = placeholders(va);
    } catch (err) {
      problems.push(`${key}: ${names[0]} is not valid ICU (${(err as Error).message})`);
      continue;
    }
    try {
      pb = placeholders(vb);
    } catch (err) {
      problems.push(`${key}: ${names[1]} is not valid ICU (${(err as Error).message})`);
      continue;
    }
    if (pa.join('|') !== pb.join('|')) problems.push(`${key}: placeholders differ, ${names[0]} [${pa.join(', ')}] vs ${names[1]} [${pb.join(', ')}]`);
  }
  return problems;
}

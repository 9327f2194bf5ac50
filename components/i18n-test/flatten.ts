/** One message key with its text in each language; `undefined` where the file lacks the key. */
export interface KeyRow {
  key: string;
  namespace: string;
  cn: string | undefined;
  en: string | undefined;
}

/** Flattens a message tree into `Namespace.key` (deeper levels joined with dots) -> text. */
export function flattenMessages(tree: unknown, prefix = '', out: Map<string, string> = new Map()): Map<string, string> {
  if (tree !== null && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
      flattenMessages(value, prefix ? `${prefix}.${key}` : key, out);
    }
  } else if (prefix) {
    out.set(prefix, String(tree));
  }
  return out;
}

/**
 * Every key of either file, in the order the Chinese file lists them (keys
 * only in the English file follow their namespace), paired side by side.
 */
export function compareMessages(cnTree: unknown, enTree: unknown): KeyRow[] {
  const cn = flattenMessages(cnTree);
  const en = flattenMessages(enTree);
  const keys = [...cn.keys()];
  for (const key of en.keys()) if (!cn.has(key)) keys.push(key);
  const namespaceOrder = new Map<string, number>();
  for (const key of keys) {
    const ns = key.split('.')[0];
    if (!namespaceOrder.has(ns)) namespaceOrder.set(ns, namespaceOrder.size);
  }
  return keys
    .map((key, index) => ({ key, index, namespace: key.split('.')[0] }))
    .sort((a, b) => namespaceOrder.get(a.namespace)! - namespaceOrder.get(b.namespace)! || a.index - b.index)
    .map(({ key, namespace }) => ({ key, namespace, cn: cn.get(key), en: en.get(key) }));
}

/**
 * A function that computes once per distinct key: the catalog's few hundred distinct ISO times are read and written
 * tens of thousands of times while it is made and indexed (in the page, through the page clock's `Date`, with every
 * page load of the mock build), so each builder reads or writes each distinct time once through one of these.
 */
export function cachedBy<K, V>(compute: (key: K) => V): (key: K) => V {
  const computed = new Map<K, V>();
  return (key) => {
    let value = computed.get(key);
    if (value === undefined && !computed.has(key)) {
      value = compute(key);
      computed.set(key, value);
    }
    return value as V;
  };
}

// Counts the D1 statements one request prepares, so `npm run bench:cache` can show what the edge
// cache saves. `exec` is not used by the app, so it is not counted.

export function countingD1(d1: D1Database): { d1: D1Database; count: () => number } {
  let count = 0;
  const counted = new Proxy(d1, {
    get(target, property) {
      if (property === "prepare") {
        return (query: string) => {
          count++;
          return target.prepare(query);
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { d1: counted, count: () => count };
}

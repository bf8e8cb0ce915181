// A label table's keys (the values it names for people) as zod's z.enum takes them: a non-empty
// tuple, so the schemas accept exactly the values the table names.
export const labelKeys = <K extends string>(labels: Readonly<Record<K, string>>) =>
  Object.keys(labels) as [K, ...K[]];

/**
 * The provider's SDK sends `application/x-www-form-urlencoded` bodies with bracket notation
 * (`capabilities[transfers][requested]=true`, `expand[0]=x`). `qs` is not a dependency of ours, so the few rules
 * needed are here: nested objects, and an object whose keys are 0..n-1 read as an array.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type Form = { [key: string]: FormValue };

export function parseForm(raw: string): Form {
  const root: Form = {};
  for (const [name, value] of new URLSearchParams(raw)) {
    const [head, ...rest] = name.split('[');
    const path = [head ?? '', ...rest.map((part) => part.replace(/\]$/, ''))];
    let node: Form = root;
    path.forEach((segment, i) => {
      const key = segment === '' && i > 0 ? String(Object.keys(node).length) : segment;
      if (i === path.length - 1) node[key] = value;
      else {
        const next = node[key];
        if (typeof next !== 'object' || Array.isArray(next)) node[key] = {};
        node = node[key] as Form;
      }
    });
  }
  return arraysIn(root) as Form;
}

function arraysIn(value: FormValue): FormValue {
  if (typeof value !== 'object' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((k) => [k, arraysIn(value[k] as FormValue)] as const);
  if (keys.length && keys.every((k, i) => k === String(i))) return entries.map(([, v]) => v);
  return Object.fromEntries(entries);
}

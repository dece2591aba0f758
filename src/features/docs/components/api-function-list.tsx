import type { ApiFunction, ApiGroup } from "../api-reference-content";

const KIND_LABELS: Record<ApiFunction["kind"], string> = {
  query: "Query",
  mutation: "Mutation",
  action: "Action",
};

/** One group of functions: each with its arguments, kind, who may call it and what it does. */
export function ApiFunctionList({ group }: { group: ApiGroup }) {
  return (
    <section
      aria-labelledby={`api-${group.id}`}
      className="flex flex-col gap-3"
    >
      <h3 id={`api-${group.id}`} className="text-h3">
        {group.title}
      </h3>
      <ul className="divide-y rounded-xl border">
        {group.functions.map((fn) => (
          <li key={fn.name} className="flex flex-col gap-1 p-4">
            <p className="font-mono text-sm break-words">
              <span className="font-semibold">{fn.name}</span>
              <span className="text-muted-foreground">({fn.args})</span>
            </p>
            <p className="text-sm">{fn.does}</p>
            <p className="text-xs text-muted-foreground">
              {KIND_LABELS[fn.kind]} · who: {fn.who}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

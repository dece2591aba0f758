/**
 * Reading a serialized `db.query` (`queryStream`, `queryPage`) from syscall arguments,
 * in the shapes the Convex library sends (see `database/query.ts`).
 */
import { type RangeExpr, type SerializedQuery } from "../../database/query";
import { type Args } from "./args";

const ORDERS = ["asc", "desc"] as const;
const RANGE_TYPES = ["Eq", "Gt", "Gte", "Lt", "Lte"] as const;
const SOURCE_TYPES = ["FullTableScan", "IndexRange", "Search"] as const;

function order(a: Args): "asc" | "desc" | null {
  const value = a.optionalJson("order");
  return value === undefined || value === null
    ? null
    : a.oneOf("order", ORDERS);
}

function rangeExpr(a: Args): RangeExpr {
  return {
    type: a.oneOf("type", RANGE_TYPES),
    fieldPath: a.string("fieldPath"),
    value: a.json("value"),
  };
}

type SearchFilter = Extract<
  SerializedQuery["source"],
  { type: "Search" }
>["filters"][number];

function searchFilter(a: Args): SearchFilter {
  const fieldPath = a.string("fieldPath");
  return a.oneOf("type", ["Search", "Eq"]) === "Search"
    ? { type: "Search", fieldPath, value: a.string("value") }
    : { type: "Eq", fieldPath, value: a.json("value") };
}

function source(a: Args): SerializedQuery["source"] {
  switch (a.oneOf("type", SOURCE_TYPES)) {
    case "FullTableScan":
      return {
        type: "FullTableScan",
        tableName: a.string("tableName"),
        order: order(a),
      };
    case "IndexRange":
      return {
        type: "IndexRange",
        indexName: a.string("indexName"),
        range: a.objects("range").map(rangeExpr),
        order: order(a),
      };
    case "Search":
      return {
        type: "Search",
        indexName: a.string("indexName"),
        filters: a.objects("filters").map(searchFilter),
      };
  }
}

type Operator = SerializedQuery["operators"][number];

function operator(a: Args): Operator {
  return a.has("filter")
    ? { filter: a.json("filter") }
    : { limit: a.number("limit") };
}

/** The `query` argument: a query's source and its operators (filters, limit). */
export function serializedQuery(a: Args): SerializedQuery {
  const query = a.object("query");
  return {
    source: source(query.object("source")),
    operators: query.objects("operators").map(operator),
  };
}

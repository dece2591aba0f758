/**
 * One transaction across component namespaces: names and ids resolve in the namespace
 * the transaction is in, so a component and the app each see only their own tables,
 * system tables included, and an id of another component's table names nothing.
 */
import { describe, expect, it } from "vitest";
import { type Store } from "../storage/store";
import { useTempStores } from "../testing/temp-stores";
import { Transaction } from "./transaction";
import { WriteLog } from "./write-log";

const temp = useTempStores("namespaces-");

function open(): Store {
  const store = temp.open();
  store.applySchema(null, ["", "counter"]);
  return store;
}

function commit(store: Store, tx: Transaction): void {
  const ts = store.lastCommitTs + 1n;
  store.applyBatch([{ ts, writes: tx.commitWrites(ts) }]);
}

const begin = (store: Store, writable: boolean) =>
  new Transaction(
    store,
    new WriteLog(store.lastCommitTs),
    store.lastCommitTs,
    writable,
  );

describe("component namespaces in a transaction", () => {
  it("gives each component its own system tables", () => {
    const store = open();
    const app = store.table("_storage")!;
    const component = store.table("counter/_storage")!;
    expect(component.number).not.toBe(app.number);
    expect(store.table("counter/_scheduled_functions")?.indexes).toHaveProperty(
      "size",
      3,
    );
  });

  it("keeps same-named tables apart and ids from crossing over", () => {
    const store = open();
    const tx = begin(store, true);
    const appId = tx.insert("notes", { text: "app" });
    const componentId = tx.inNamespace("counter", () =>
      tx.insert("notes", { text: "component" }),
    );
    commit(store, tx);
    expect(store.tableNameOfId(componentId)).toBe("counter/notes");

    const reader = begin(store, false);
    expect(reader.get(appId)?.text).toBe("app");
    expect(reader.get(componentId)).toBeNull();
    expect(reader.normalizeId("notes", componentId)).toBeNull();
    expect(reader.count("notes")).toBe(1);
    reader.inNamespace("counter", () => {
      expect(reader.get(componentId)?.text).toBe("component");
      expect(reader.get(appId)).toBeNull();
      expect(reader.normalizeId("notes", componentId)).toBe(componentId);
      expect(reader.count("notes")).toBe(1);
    });
    // Back in the app's namespace after the component's reads.
    expect(reader.namespace).toBe("");
  });

  it("refuses to write another component's document", () => {
    const store = open();
    const tx = begin(store, true);
    const componentId = tx.inNamespace("counter", () =>
      tx.insert("notes", { text: "component" }),
    );
    commit(store, tx);
    const writer = begin(store, true);
    expect(() => writer.patch(componentId, { text: "hijacked" })).toThrow(
      `Update on nonexistent document ID ${componentId}`,
    );
    expect(() => writer.delete(componentId)).toThrow(
      `Delete on nonexistent document ID ${componentId}`,
    );
  });
});

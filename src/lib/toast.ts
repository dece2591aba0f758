/**
 * `toast` as sonner's, loading sonner (about 9 KB gzipped) on the first toast
 * instead of with every page: most visits never toast before an interaction.
 * Calls made before it arrives run in order once it has; ids are chosen here, so
 * a caller can dismiss or replace a toast that is still on its way. The
 * `<Toaster>` (app/providers.tsx) mounts once `useToastsRequested` turns true, and
 * sonner replays the toasts made before it subscribed.
 */
import type * as SonnerModule from "sonner";
import type { ExternalToast, toast as sonnerToast } from "sonner";
import { loadOnce } from "./load-once";

type Sonner = typeof SonnerModule;
type Message = Parameters<typeof sonnerToast>[0];
type Id = string | number;

let sonner: Sonner | null = null;
const loadSonner = loadOnce(() => import("sonner"));
const pending: ((module: Sonner) => void)[] = [];
const listeners = new Set<() => void>();
let nextId = 0;

/** Offline, the toasts wait: the next toast once back online loads sonner. */
function load(): void {
  loadSonner().then(
    (module) => {
      if (sonner !== null) return;
      sonner = module;
      for (const call of pending.splice(0)) call(module);
      for (const listener of listeners) listener();
    },
    () => undefined,
  );
}

function run(call: (module: Sonner) => void): void {
  if (sonner !== null) {
    call(sonner);
    return;
  }
  pending.push(call);
  load();
}

function show(
  kind: "message" | "success" | "error" | "info",
  message: Message,
  data?: ExternalToast,
): Id {
  const id = data?.id ?? `toast-${(nextId += 1)}`;
  run(({ toast: t }) => {
    if (kind === "message") t(message, { ...data, id });
    else t[kind](message, { ...data, id });
  });
  return id;
}

export const toast = Object.assign(
  (message: Message, data?: ExternalToast) => show("message", message, data),
  {
    success: (message: Message, data?: ExternalToast) =>
      show("success", message, data),
    error: (message: Message, data?: ExternalToast) =>
      show("error", message, data),
    info: (message: Message, data?: ExternalToast) =>
      show("info", message, data),
    dismiss: (id?: Id) => {
      // Nothing to dismiss before sonner has shown anything.
      if (sonner !== null) sonner.toast.dismiss(id);
      else if (pending.length > 0) run((module) => module.toast.dismiss(id));
    },
  },
);

/** For `useSyncExternalStore`: whether a toast has asked for sonner yet. */
export const toastsRequested = {
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): boolean => sonner !== null,
};

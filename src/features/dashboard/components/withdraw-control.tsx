import { useId, useState } from "react";
import { Button } from "@/components/ui/button";

/**
 * Withdraw, with a confirmation step: 'Withdraw Application', then
 * 'Yes, withdraw' (or Cancel), then 'Withdrawing...' while the call runs.
 */
export function WithdrawControl({
  onWithdraw,
}: {
  onWithdraw: () => Promise<void>;
}) {
  const textId = useId();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const withdraw = async () => {
    setBusy(true);
    try {
      await onWithdraw();
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  if (!confirming) {
    return (
      <Button variant="outline" onClick={() => setConfirming(true)}>
        Withdraw Application
      </Button>
    );
  }
  return (
    <div
      role="group"
      aria-labelledby={textId}
      className="flex flex-col gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-3 sm:flex-row sm:items-center"
    >
      <p id={textId} className="flex-1 text-sm">
        Withdraw this application? This can&apos;t be undone.
      </p>
      <div className="flex gap-2">
        <Button
          variant="ghost"
          disabled={busy}
          onClick={() => setConfirming(false)}
        >
          Cancel
        </Button>
        <Button
          variant="destructive"
          disabled={busy}
          onClick={() => void withdraw()}
        >
          {busy ? "Withdrawing..." : "Yes, withdraw"}
        </Button>
      </div>
    </div>
  );
}

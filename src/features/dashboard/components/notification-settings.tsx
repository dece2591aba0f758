import { useQuery } from "convex/react";
import { toast } from "@/lib/toast";
import { api } from "@convex/_generated/api";
import type { NotificationKind } from "@convex/shared/constants";
import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_PREFERENCE_MESSAGES,
} from "@convex/shared/notificationPreferences";
import { Skeleton } from "@/components/ui/skeleton";
import { toUserMessage } from "@/lib/to-user-message";
import { useSetNotificationPreference } from "../hooks/use-set-notification-preference";
import { SectionCard } from "./section-card";

type Channel = "inApp" | "email";
type Preference = { kind: NotificationKind; inApp: boolean; email: boolean };

const CHANNELS: { key: Channel; label: string }[] = [
  { key: "inApp", label: "In-app" },
  { key: "email", label: "Email" },
];

/**
 * Settings' Notifications section: for each kind, In-app and Email
 * checkboxes, each saved at once. A box moves when it is clicked (an
 * optimistic update), not when the server answers; if saving fails it goes
 * back and a toast says so.
 */
export function NotificationSettings() {
  const preferences = useQuery(api.notificationPreferences.mine);
  const setPreference = useSetNotificationPreference();

  const toggle = async (row: Preference, channel: Channel, on: boolean) => {
    try {
      await setPreference({ ...row, [channel]: on });
      toast.success(NOTIFICATION_PREFERENCE_MESSAGES.saved);
    } catch (error) {
      toast.error("Could not save your notification settings", {
        description: toUserMessage(error, "Please try again."),
      });
    }
  };

  return (
    <SectionCard
      title="Notifications"
      description="Choose where each kind of notification reaches you. Clear both to turn it off."
      className="mt-6"
    >
      {preferences === undefined ? (
        <div className="space-y-2" aria-label="Loading notification settings">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-8 w-full" />
          ))}
        </div>
      ) : preferences.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Sign in to choose your notifications.
        </p>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-muted-foreground">
              <th scope="col" className="py-2 font-medium">
                Notify me when
              </th>
              {CHANNELS.map((channel) => (
                <th
                  key={channel.key}
                  scope="col"
                  className="w-16 py-2 text-center font-medium sm:w-24"
                >
                  {channel.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {preferences.map((row) => (
              <tr key={row.kind} className="border-t">
                <th scope="row" className="py-2 pr-2 text-left font-normal">
                  {NOTIFICATION_KIND_LABELS[row.kind]}
                </th>
                {CHANNELS.map((channel) => (
                  <td key={channel.key} className="py-2 text-center">
                    <input
                      type="checkbox"
                      className="size-4 accent-primary"
                      aria-label={`${channel.label}: ${NOTIFICATION_KIND_LABELS[row.kind]}`}
                      checked={row[channel.key]}
                      onChange={(event) =>
                        void toggle(row, channel.key, event.target.checked)
                      }
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </SectionCard>
  );
}

import { useAction, useQuery } from "convex/react";
import { useState } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { isAppError } from "@convex/shared/errors";
import { megabytes, PICTURE_MAX_BYTES } from "@convex/shared/pictures";
import { PictureField } from "@/components/picture-field";
import { Button } from "@/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { UserAvatar } from "@/components/user-avatar";
import { usePictureUpload } from "@/hooks/use-picture-upload";
import { toast } from "@/lib/toast";
import { toUserMessage } from "@/lib/to-user-message";

const SAVE_FAILED = "Your photo could not be saved. Please try again.";

/**
 * Settings' profile photo: choose a file, see it, save it (upload with its
 * progress, then `profiles.setPhoto`), or remove the photo. Without one,
 * people see the initials.
 */
export function ProfilePhotoCard() {
  const me = useQuery(api.profiles.me, {});
  const setPhoto = useAction(api.profiles.setPhoto);
  const picture = usePictureUpload("photo");
  const [busy, setBusy] = useState(false);

  const attach = async (storageId: Id<"_storage"> | null, done: string) => {
    try {
      await setPhoto({ storageId });
      picture.choose(null);
      toast.success(done);
    } catch (error) {
      // The server refused the file (and deleted it): choose another one.
      if (isAppError(error)) picture.choose(null);
      picture.setError(toUserMessage(error, SAVE_FAILED));
    }
  };

  const run = async (step: () => Promise<void>) => {
    setBusy(true);
    try {
      await step();
    } finally {
      setBusy(false);
    }
  };

  const save = () =>
    run(async () => {
      // A failed upload shows its own error.
      const storageId = await picture.upload().catch(() => null);
      if (storageId !== null) await attach(storageId, "Photo saved");
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h3>Profile photo</h3>
        </CardTitle>
        <CardDescription>
          Shown with your name across Buildmates. Without one, people see your
          initials.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {me ? (
          <PictureField
            id="profile-photo"
            chooseLabel="Choose photo"
            hint={`PNG, JPEG, WebP or GIF, up to ${megabytes(PICTURE_MAX_BYTES.photo)}.`}
            error={picture.error}
            progress={picture.progress}
            disabled={busy}
            onChoose={picture.choose}
            preview={
              <UserAvatar
                name={me.name}
                seed={me.userId}
                avatarUrl={picture.preview ?? me.avatarUrl}
                className="size-24"
              />
            }
          >
            {picture.file === null ? null : (
              <>
                <Button onClick={() => void save()} disabled={busy}>
                  {busy ? "Saving..." : "Save photo"}
                </Button>
                <Button
                  variant="ghost"
                  onClick={() => picture.choose(null)}
                  disabled={busy}
                >
                  Cancel
                </Button>
              </>
            )}
            {picture.file === null && me.avatarUrl !== null ? (
              <Button
                variant="outline"
                onClick={() => void run(() => attach(null, "Photo removed"))}
                disabled={busy}
              >
                Remove photo
              </Button>
            ) : null}
          </PictureField>
        ) : (
          <Skeleton className="h-40" />
        )}
      </CardContent>
    </Card>
  );
}

import type { ReactNode } from "react";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";

/** For visitors who try to create: sign in right here (the form is passed in). */
export function AuthRequiredDialog({
  trigger,
  signIn,
}: {
  trigger: ReactNode;
  signIn: ReactNode;
}) {
  return (
    <Dialog>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Authentication required</DialogTitle>
          <DialogDescription>
            You must be logged in to create a project.
          </DialogDescription>
        </DialogHeader>
        {signIn}
      </DialogContent>
    </Dialog>
  );
}

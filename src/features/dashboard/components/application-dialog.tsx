import { useMutation } from "convex/react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { toast } from "@/lib/toast";
import { api } from "@convex/_generated/api";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { paths } from "@/config/paths";
import type { MyApplication } from "@/lib/api-types";
import { toUserMessage } from "@/lib/to-user-message";
import { ApplicationDetails } from "./application-details";
import { WithdrawControl } from "./withdraw-control";
import { logUnexpectedError } from "@/lib/log-unexpected-error";

/**
 * View Application: the application's message, status and dates, a link to
 * the project and, while it is pending, Withdraw. Owns its open state, the
 * withdraw mutation and its toasts; the status updates live from the list.
 */
export function ApplicationDialog({
  application,
}: {
  application: MyApplication;
}) {
  const [open, setOpen] = useState(false);
  const withdrawApplication = useMutation(api.applications.withdraw);
  const { project } = application;

  const withdraw = async () => {
    try {
      await withdrawApplication({ applicationId: application._id });
      toast.success("Application withdrawn", {
        description: `Your application to ${project.title} has been withdrawn.`,
      });
    } catch (error) {
      logUnexpectedError("Failed to withdraw application", error);
      toast.error("Could not withdraw application", {
        description: toUserMessage(
          error,
          "Failed to withdraw your application. Please try again.",
        ),
      });
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          View Application
          <span className="sr-only"> to {project.title}</span>
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-[600px]">
        <DialogHeader>
          <DialogTitle>Your application</DialogTitle>
          <DialogDescription>
            What you sent to {project.creator.name} and where it stands.
          </DialogDescription>
        </DialogHeader>
        <ApplicationDetails application={application} />
        <DialogFooter className="sm:items-center sm:justify-between">
          <Button variant="link" asChild className="px-0">
            <Link to={paths.project(project._id)}>View project</Link>
          </Button>
          {application.status === "pending" ? (
            <WithdrawControl onWithdraw={withdraw} />
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@/components/ui/card";
import { ProfileSettings } from "./profile-settings";

/** The Settings tab and the /settings page: the profile form in a card. */
export function ProfileSettingsCard() {
  return (
    <Card className="w-full max-w-3xl">
      <CardHeader>
        <CardTitle asChild>
          <h2>Profile Settings</h2>
        </CardTitle>
        <CardDescription>
          This is how other builders see you on Buildmates.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ProfileSettings />
      </CardContent>
    </Card>
  );
}

import { TeamRoomPage } from "@/features/team/components/team-room-page";

export { TeamRoomPage as Component };

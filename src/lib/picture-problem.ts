import {
  PICTURE_MAX_BYTES,
  PICTURE_TYPES,
  type PictureKind,
} from "@convex/shared/pictures";
import { PICTURE_REFUSAL_MESSAGES } from "@convex/shared/errors";

/**
 * Why a chosen file cannot be a picture of this kind, or null: the type the
 * browser gives it and its size, for a quick answer before uploading. The
 * server decides from the stored bytes (convex/model/pictures.ts).
 */
export function pictureProblem(file: File, kind: PictureKind): string | null {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) {
    return PICTURE_REFUSAL_MESSAGES[kind].FILE_TYPE;
  }
  if (file.size > PICTURE_MAX_BYTES[kind]) {
    return PICTURE_REFUSAL_MESSAGES[kind].FILE_TOO_LARGE;
  }
  return null;
}

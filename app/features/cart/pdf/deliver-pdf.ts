// How the quotation's PDF reaches the buyer: shared as a file where the phone shares files (Web Share), else
// downloaded. The phone shares only within the tap that asked: when making the file used the tap up, the file is
// kept and the next tap shares it.

/** The parts of `navigator` sharing a file takes. */
export interface FileSharing {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
}

/**
 * - shared: the share sheet took the file;
 * - cancelled: the buyer closed the share sheet;
 * - needs-tap: the phone asks for a fresh tap before it shares;
 * - not-shared: no file sharing here (a computer, an older phone), or it failed: the file is downloaded instead.
 */
export type ShareOutcome = "shared" | "cancelled" | "needs-tap" | "not-shared";

/** Whether this is a phone or tablet (a touch screen) that can share this file. */
export function sharesFiles(file: File, sharing: FileSharing, touchScreen: boolean): boolean {
  if (!touchScreen || typeof sharing.share !== "function") return false;
  try {
    return sharing.canShare?.({ files: [file] }) === true;
  } catch {
    return false;
  }
}

/** Shares the file through the phone's share sheet: what came of it. */
export async function shareFile(
  file: File,
  text: { title: string; text: string },
  sharing: FileSharing,
): Promise<ShareOutcome> {
  try {
    await sharing.share?.({ files: [file], title: text.title, text: text.text });
    return "shared";
  } catch (error) {
    const name = error instanceof Error || error instanceof DOMException ? error.name : "";
    if (name === "AbortError") return "cancelled";
    if (name === "NotAllowedError") return "needs-tap";
    return "not-shared";
  }
}

/** Saves the file through the browser's download, as a link to it with `download` would. */
export function downloadFile(file: File): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = file.name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; the address is freed a while later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

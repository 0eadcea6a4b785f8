// SPEC §4 and §9: the popup opens 10 s after load unless sessionStorage hasSeenPopup is "true".
export const POPUP_DELAY_MS = 10_000;
export const POPUP_FLAG = "hasSeenPopup";

export function hasSeenPopup(): boolean {
  try {
    return window.sessionStorage.getItem(POPUP_FLAG) === "true";
  } catch {
    // Storage blocked (privacy mode): treat as not seen; the popup still closes normally.
    return false;
  }
}

export function markPopupSeen(): void {
  try {
    window.sessionStorage.setItem(POPUP_FLAG, "true");
  } catch {
    // Storage blocked: nothing to remember it in.
  }
}

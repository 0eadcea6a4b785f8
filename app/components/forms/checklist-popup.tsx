// Built by the capture issue (issue 4); placed on its page by the marketing issue.
export function ChecklistPopup() {
  return null;
}

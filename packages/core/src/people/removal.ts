// DELETE /api/users answers which of the selected people were archived and which were removed (issue 10):
// active people are archived (labour records kept: CLT, FGTS; sign-in refused, hidden from the lists), while
// candidates in admission and accounts without labour records (administrators, HR) are removed.

export interface DeleteUsersAnswer {
  /** Every id the call acted on. */
  usersId: string[];
  archived: string[];
  removed: string[];
}

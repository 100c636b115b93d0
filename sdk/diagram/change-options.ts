/** Option flags set on graph changes that are not the user's own edits. */

/** A change that is not the user's (a remote change, a load, an index repair): the undo manager skips it. */
export const SKIP_UNDO = 'skipUndo';

/** A change that came from the entity values store (a load, a remote edit): the store sync does not send it back. */
export const FROM_STORE = 'fromStore';

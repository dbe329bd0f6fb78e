/** The read-only record view of a pet ('/3*' with pid and uid). */
export const recordViewPath = (petId: number, userId: number) =>
  `/3?pid=${String(petId)}&uid=${String(userId)}`;

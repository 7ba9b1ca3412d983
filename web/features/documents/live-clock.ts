let lastEventAt = 0;

/** When the last live document event arrived (0: none yet), so lists know whether to fall back to polling. */
export const lastLiveEventAt = () => lastEventAt;
export const markLiveEvent = () => {
  lastEventAt = Date.now();
};

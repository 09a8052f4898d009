// The viewing slot picker: the next free slots grouped by day (Vienna time), one
// radio tile per slot, full slots shown but disabled. Plain radios named `slotId`, so the form
// works without JavaScript; with it, useSlotRefresh reloads the loader data every 30 seconds and
// when the tab comes back, so the list shows seats others took without a page reload.

import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";

export interface SlotDayView {
  date: string;
  label: string;
  slots: Array<{ id: string; time: string; label: string; free: number; seats: number }>;
}

const REFRESH_MS = 30_000;

/** Keeps the page's loader data fresh while it is open; true once it runs (after hydration). */
export function useSlotRefresh(): boolean {
  const { revalidate } = useRevalidator();
  const [live, setLive] = useState(false);
  useEffect(() => {
    setLive(true);
    const refresh = () => {
      if (document.visibilityState === "visible") revalidate();
    };
    const timer = window.setInterval(refresh, REFRESH_MS);
    document.addEventListener("visibilitychange", refresh);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", refresh);
    };
  }, [revalidate]);
  return live;
}

function seatsText(free: number, seats: number): string {
  if (free === 0) return "ausgebucht";
  if (seats === 1) return "Einzelbesichtigung";
  return free === 1 ? "Gruppe · 1 Platz frei" : `Gruppe · ${free} Plätze frei`;
}

export function SlotPicker({
  days,
  name = "slotId",
  formId,
  errorId,
  errors,
  defaultValue,
  live = false,
}: {
  days: SlotDayView[];
  /** The list refreshes itself (JavaScript is running): marked for tests and styles. */
  live?: boolean;
  name?: string;
  formId?: string;
  errorId?: string;
  errors?: string[];
  defaultValue?: string;
}) {
  const invalid = Boolean(errors?.length);
  return (
    <div className="viewing-days" id={formId ? `${formId}-${name}` : undefined} data-live={live || undefined}>
      {days.map((day) => (
        <fieldset key={day.date} className="viewing-day" aria-describedby={invalid ? errorId : undefined}>
          <legend>{day.label}</legend>
          <div className="viewing-slot-grid">
            {day.slots.map((slot) => (
              <label key={slot.id} className={`viewing-slot${slot.free === 0 ? " viewing-slot-full" : ""}`}>
                <input
                  type="radio"
                  name={name}
                  value={slot.id}
                  form={formId}
                  required
                  disabled={slot.free === 0}
                  defaultChecked={defaultValue === slot.id}
                  aria-invalid={invalid || undefined}
                />
                <span className="viewing-slot-time">{slot.label}</span>
                <span className="viewing-slot-seats">{seatsText(slot.free, slot.seats)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {errorId ? (
        <ul id={errorId} className="field-error">
          {errors?.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

import type { Booking } from "../../lib/submit-lead";
import { space } from "../../styles/theme";

/** A booked consultation as its booker sees it once booked: its time, its invitation to download, its page. */
const BookedConsultation = ({ booking }: { booking: Booking }) => (
  <>
    <p css={{ fontWeight: 700 }}>Your consultation is booked for {booking.inWords}.</p>
    <p>Your confirmation mail has the invitation and says how the call happens.</p>
    <p css={{ display: "flex", flexWrap: "wrap", gap: space(3) }}>
      <a href={booking.calendar} download="consultation.ics">
        Add to calendar (.ics)
      </a>
      <a href={booking.manage}>Change or cancel it</a>
    </p>
  </>
);

export default BookedConsultation;

// Generated, so exempt from the 300-line rule, by `pnpm sdk:generate` from packages/sdk/openapi.json with openapi-typescript.
// Do not edit by hand: `pnpm sdk:check` (CI) fails when this file differs from a fresh generation.

export interface paths {
    "/api/v1/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * State of the gateway's dependencies and of each service
         * @description No key and no property: anyone may ask.
         */
        get: operations["partnerGetHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tenants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a hotel account; answers its merchant token once */
        post: operations["adminCreateTenant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tenants/{tenant_id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deactivate a hotel account */
        post: operations["adminDeactivateTenant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tenants/{tenant_id}/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Activate a hotel account */
        post: operations["adminActivateTenant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/staff/accept-invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation with a password of 12 characters or more; then sign in
         * @description An unknown, used or expired invitation is 401 STAFF_INVITE_INVALID.
         */
        post: operations["merchantAcceptStaffInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who is signed in, and the session's CSRF token again (both null for the merchant token) */
        get: operations["merchantGetSession"];
        put?: never;
        /**
         * Sign in: sets the session cookie and answers the CSRF token of its calls
         * @description Sets `rsv_session` (HttpOnly, SameSite=Strict, Secure in production; 12 hours, ended by 30 minutes without a call). Every call that changes something with the cookie sends `X-CSRF-Token: <csrf_token>`. After 5 failed sign-ins of one email within 15 minutes the next is 429 STAFF_SIGN_IN_THROTTLED with Retry-After; a client has a ceiling of its own.
         */
        post: operations["merchantSignIn"];
        /** Sign out: the session ends at once, on every gateway (nothing to end for the merchant token) */
        delete: operations["merchantSignOut"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/session/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new password for the person signed in; every session of theirs ends: sign in again
         * @description The present password is checked as a sign-in is: a wrong one is 401 STAFF_CREDENTIALS_INVALID and counts against the failed sign-ins of the email. The merchant token has no password: 404 STAFF_NOT_FOUND.
         */
        post: operations["merchantChangePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The hotel's staff, deactivated people included, newest first */
        get: operations["merchantListStaff"];
        put?: never;
        /**
         * Invite a person with a role; the invitation is answered once (valid 7 days)
         * @description The person accepts it with POST /api/merchant/staff/accept-invite and a password of 12 characters or more.
         */
        post: operations["merchantInviteStaff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/staff/{staff_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Rename a person or change their role; a new role ends their sessions
         * @description The hotel's last active owner cannot be demoted: 422 STAFF_LAST_OWNER.
         */
        patch: operations["merchantUpdateStaff"];
        trace?: never;
    };
    "/api/merchant/staff/{staff_id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take a person's access away for good; their sessions end at once
         * @description The hotel's last active owner cannot be deactivated: 422 STAFF_LAST_OWNER.
         */
        post: operations["merchantDeactivateStaff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit trail: who changed what, newest first (kept one year)
         * @description One entry per merchant call that changed something, naming the person (or the merchant token), the action, its target, the client address and the request id. `actor` narrows it to one staff id (or `merchant_token`), `action` to one action.
         */
        get: operations["merchantListAuditEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/token/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rotate the hotel's merchant token: the new one is answered once, the old one stops at once */
        post: operations["merchantRotateToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List keys, revoked ones included */
        get: operations["merchantListKeys"];
        put?: never;
        /** Issue a key; its text is answered once */
        post: operations["merchantCreateKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/keys/{key_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One key */
        get: operations["merchantGetKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Edit a key (never changes its text) */
        patch: operations["merchantUpdateKey"];
        trace?: never;
    };
    "/api/merchant/keys/{key_id}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pause a key (answers 401 APIKEY_INVALID until resumed) */
        post: operations["merchantPauseKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/keys/{key_id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resume a paused key */
        post: operations["merchantResumeKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/keys/{key_id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke a key for good */
        post: operations["merchantRevokeKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/keys/{key_id}/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The key's request log, newest first (UTC, kept 90 days) */
        get: operations["merchantListKeyRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/properties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The hotel's properties */
        get: operations["merchantListProperties"];
        put?: never;
        /** Create a property */
        post: operations["merchantCreateProperty"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/properties/{property_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One property */
        get: operations["merchantGetProperty"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set the property's taxes and fees, or its check-in time */
        patch: operations["merchantUpdateProperty"];
        trace?: never;
    };
    "/api/merchant/properties/{property_id}/units": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every unit of the property, with what decides its exposure */
        get: operations["merchantListUnits"];
        put?: never;
        /** Create a unit: single, whole-house parent or child, or room type with its rooms */
        post: operations["merchantCreateUnit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/properties/{property_id}/units/{unit_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Edit a unit or add rooms to a room type (kind and parent never change) */
        patch: operations["merchantUpdateUnit"];
        trace?: never;
    };
    "/api/merchant/properties/{property_id}/units/{unit_id}/housekeeping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the housekeeping status of a unit or of one of its rooms */
        put: operations["merchantSetUnitHousekeeping"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/properties/{property_id}/housekeeping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The housekeeping status of every unit of the property and of each room */
        get: operations["merchantListHousekeeping"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/properties/{property_id}/sale-blocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The property's sale blocks, all at once, optionally those meeting the dates [from, to) */
        get: operations["merchantListSaleBlocks"];
        put?: never;
        /** Take a unit or one room off sale for some nights */
        post: operations["merchantCreateSaleBlock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/properties/{property_id}/sale-blocks/{block_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a sale block */
        delete: operations["merchantDeleteSaleBlock"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/properties/{property_id}/rate-plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The property's rate plans */
        get: operations["merchantListRatePlans"];
        put?: never;
        /** Create a rate plan */
        post: operations["merchantCreateRatePlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/properties/{property_id}/rate-plans/{rate_plan_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Edit a rate plan (unit_ids and prices replace the whole set) */
        patch: operations["merchantUpdateRatePlan"];
        trace?: never;
    };
    "/api/merchant/properties/{property_id}/rate-plans/{rate_plan_id}/restrictions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A rate plan's restrictions on every date from `from` to `to` */
        get: operations["merchantGetRatePlanRestrictions"];
        /**
         * Set restrictions on every date from `from` to `to`; answers each of those dates
         * @description Each field given is set on every date of the range; null (or false for a flag) clears it.
         */
        put: operations["merchantSetRatePlanRestrictions"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/properties/{property_id}/guests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a guest */
        post: operations["merchantCreateGuest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/properties/{property_id}/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The property's bookings of every channel, newest first, searched by stay dates, status and guest name */
        get: operations["merchantListBookings"];
        put?: never;
        /**
         * Record a booking from the hotel, or from an outside channel when channel is set
         * @description hold_minutes makes a pending hold (hold_origin hotel or channel) that API keys cannot confirm. An outside-channel booking that finds nothing free is recorded without a room and flagged conflict.
         */
        post: operations["merchantCreateBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/properties/{property_id}/bookings/{booking_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One booking of the property, whatever its channel */
        get: operations["merchantGetBooking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/properties/{property_id}/bookings/{booking_id}/check-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check the guest in (from pending or confirmed) */
        post: operations["merchantCheckInBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/properties/{property_id}/bookings/{booking_id}/check-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check the guest out (from checked in) */
        post: operations["merchantCheckOutBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/properties/{property_id}/bookings/{booking_id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a booking of any channel whose stay has not started (reason hotel) */
        post: operations["merchantCancelBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/properties/{property_id}/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Bookings created and cancellations by reason on days from..to (property-local dates) */
        get: operations["merchantGetStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/keys/{key_id}/void-preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What revoke-and-void would cancel: the key's bookings since a day (UTC) whose stay has not started */
        post: operations["merchantPreviewKeyVoid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/keys/{key_id}/revoke-and-void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke the key and cancel (reason voided) what it created since a day; answers what was voided
         * @description Voided bookings send nothing to the guest and are not counted as guest cancellations.
         */
        post: operations["merchantRevokeAndVoidKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/properties/{property_id}/booking-groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The property's booking groups, newest first */
        get: operations["merchantListBookingGroups"];
        put?: never;
        /**
         * Create a group with a block of rooms: all are allocated or none
         * @description Each room becomes a pending hotel booking, allocated like any booking. When one cannot be had, nothing is kept and the refusal names it (its index in rooms and its unit): 422 INSUFFICIENT_CAPACITY with remaining and requested for a room type asked for more rooms than are free, otherwise inventory's own refusal. A code already used in the property is 409 GROUP_CODE_TAKEN.
         */
        post: operations["merchantCreateBookingGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/properties/{property_id}/booking-groups/{group_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One group: derived status, rooming list, accounts and balances */
        get: operations["merchantGetBookingGroup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/properties/{property_id}/booking-groups/{group_id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a room to the group (allocated like any booking) */
        post: operations["merchantAddBookingGroupMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/properties/{property_id}/booking-groups/{group_id}/members/{booking_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a member: its booking is cancelled (reason hotel) and the room returns to sale */
        delete: operations["merchantRemoveBookingGroupMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/properties/{property_id}/booking-groups/{group_id}/rooming-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the occupants of members */
        put: operations["merchantSetBookingGroupRoomingList"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/properties/{property_id}/booking-groups/{group_id}/billing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the billing rule and the payers */
        put: operations["merchantSetBookingGroupBilling"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/properties/{property_id}/booking-groups/{group_id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm every pending member */
        post: operations["merchantConfirmBookingGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/properties/{property_id}/booking-groups/{group_id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel (reason hotel) every member whose stay has not started */
        post: operations["merchantCancelBookingGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/properties/{property_id}/booking-groups/{group_id}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a payment on one of the group's accounts */
        post: operations["merchantRecordBookingGroupPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/properties/{property_id}/booking-groups/{group_id}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refund (part of) a payment; never more than what is left unrefunded of it */
        post: operations["merchantRecordBookingGroupRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/properties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Properties the key covers, with api_rate_plans_configured
         * @description X-Property is not required here, even for multi-property keys; a value sent narrows the list.
         */
        get: operations["partnerListProperties"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/units": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Units exposed through the API
         * @description A unit is listed only when it is published, not blocked for sale, and has an active rate plan in channel api.
         */
        get: operations["partnerListUnits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/units/{unit_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One unit */
        get: operations["partnerGetUnit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/units/{unit_id}/housekeeping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cleaning status of a unit and its rooms, whether or not sold through this API */
        get: operations["partnerGetUnitHousekeeping"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Availability of every exposed unit for a stay [start, end)
         * @description Every unit at once (next_cursor null). At most 365 nights: a longer range answers 422 DATE_RANGE_TOO_LONG with max_nights and nights.
         */
        get: operations["partnerGetAvailability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Nightly prices by occupancy for the nights [from, to), per unit and api rate plan
         * @description Every unit and plan at once (next_cursor null). At most 365 nights: a longer range answers 422 DATE_RANGE_TOO_LONG with max_nights and nights.
         */
        get: operations["partnerGetRates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Price a stay; nothing is held */
        post: operations["partnerCreateQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ari/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What changed in availability, units, rates and restrictions, by cursor
         * @description Oldest first, in commit order. availability and units entries need availability:read, rates and restrictions entries rates:read. Without a cursor: no entries and a next_cursor that follows from now; take it, read /availability and /rates, then follow it. Entries are kept 7 days: an older cursor answers 410 ARI_CURSOR_EXPIRED.
         */
        get: operations["partnerListAriChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bookings created by this key, or every booking of the property with bookings:read:all
         * @description Newest first; with updated_since, the bookings changed since then, oldest change first, with a cursor that always follows on to later changes, also of transactions that commit out of order.
         */
        get: operations["partnerListBookings"];
        put?: never;
        /**
         * Create a booking, optionally as a hold (hold_minutes 1..30)
         * @description Header Idempotency-Key is required. A replay of a finished request answers the stored status and body with Idempotent-Replayed: true.
         */
        post: operations["partnerCreateBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bookings/{booking_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One booking
         * @description Answers `ETag: "<version>"`: as If-None-Match it answers 304 while the booking is at that version; confirm and cancel take it back as If-Match to change only that version.
         */
        get: operations["partnerGetBooking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bookings/{booking_id}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A booking's versions, oldest first: the booking made, then each change and who made it */
        get: operations["partnerListBookingRevisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bookings/{booking_id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a pending booking this key created */
        post: operations["partnerConfirmBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bookings/{booking_id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a booking this key created */
        post: operations["partnerCancelBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bookings/{booking_id}/change-quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Quote a change of a booking this key created, holding the nights it adds
         * @description Prices the stay the booking would have (fields left out stay as booked) and holds the nights it adds for 15 minutes. A new quote for the booking replaces the last one. If-Match makes it conditional on the booking's version.
         */
        post: operations["partnerQuoteBookingChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bookings/{booking_id}/change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply a change quote to a booking this key created
         * @description Applies a change quote in one step: kept nights stay the booking's, added nights pass from the quote's hold, dropped nights become free. Header Idempotency-Key is required, with POST /bookings' replay rules; If-Match is checked before anything else.
         */
        post: operations["partnerChangeBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/properties/{property_id}/bookings/{booking_id}/change-quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Quote a change of any booking of the property, holding the nights it adds
         * @description Prices the stay the booking would have (fields left out stay as booked) and holds the nights it adds for 15 minutes. A new quote for the booking replaces the last one. If-Match makes it conditional on the booking's version.
         */
        post: operations["merchantQuoteBookingChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/properties/{property_id}/bookings/{booking_id}/change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply a change quote to a booking of the property; waive_change_fee drops the fee
         * @description Applies a change quote in one step: kept nights stay the booking's, added nights pass from the quote's hold, dropped nights become free. Header Idempotency-Key is required, with POST /bookings' replay rules; If-Match is checked before anything else.
         */
        post: operations["merchantChangeBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sandbox/bookings/{booking_id}/expire-hold": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Expire a hold of this key now (sandbox only)
         * @description Runs the real expiry of one of this key's pending holds at once: the booking is cancelled with `cancellation_reason` `hold_expired`, the room returns to sale and `booking.cancelled` is sent with reason `hold_expired`; a later confirm answers 409 `BOOKING_HOLD_EXPIRED`. Calling it again answers the expired hold as it is. A booking that is not a pending hold answers 409 `BOOKING_NOT_HOLD`. Production deployments have no such route: 404 `ROUTE_NOT_FOUND`.
         */
        post: operations["partnerExpireSandboxHold"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Subscriptions */
        get: operations["partnerListWebhookSubscriptions"];
        put?: never;
        /**
         * Create a subscription; its whsec_ secret is shown once
         * @description url must be https and must not resolve to a private address. Booking events need bookings:read:all, unit events housekeeping:read. A key holds at most WEBHOOK_MAX_SUBSCRIPTIONS_PER_KEY subscriptions (20 by default): one more answers 422 WEBHOOK_SUBSCRIPTION_LIMIT_REACHED with limit.
         */
        post: operations["partnerCreateWebhookSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every event kind, what it carries and the scope it needs */
        get: operations["partnerListWebhookEventKinds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{subscription_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One subscription */
        get: operations["partnerGetWebhookSubscription"];
        put?: never;
        post?: never;
        /** Delete a subscription */
        delete: operations["partnerDeleteWebhookSubscription"];
        options?: never;
        head?: never;
        /** Edit a subscription */
        patch: operations["partnerUpdateWebhookSubscription"];
        trace?: never;
    };
    "/api/v1/webhooks/{subscription_id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Deliveries with their attempts, newest first
         * @description One delivery per event sent to this subscription (kept 30 days); its event_id is the webhook-id of every attempt. Only the key that created the subscription reads them (another key of the hotel gets 404).
         */
        get: operations["partnerListWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{subscription_id}/deliveries/{delivery_id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send one delivery again now
         * @description Same webhook-id (the event id), a fresh webhook-timestamp and signature. Its attempts count on and the retry schedule starts over; a delivery already pending is made due now.
         */
        post: operations["partnerRedeliverWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{subscription_id}/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send again the deliveries since a time that did not end in a 2xx
         * @description For a receiver that was down: the deliveries created at or after since that failed, or are pending after attempts without a 2xx, are sent again with their event id as webhook-id and a fresh signature, oldest first and at most 1,000 per call. Answers how many, and more: true when others are left (call again; those already sent again are not counted twice). Each attempt still checks that the subscription may receive the event now.
         */
        post: operations["partnerRecoverWebhookDeliveries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{subscription_id}/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Activate */
        post: operations["partnerActivateWebhookSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{subscription_id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deactivate */
        post: operations["partnerDeactivateWebhookSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{subscription_id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** New secret; the old one also signs for 24 h */
        post: operations["partnerRotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{subscription_id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a signed test event now and answer what the receiver said */
        post: operations["partnerTestWebhookSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Subscriptions */
        get: operations["merchantListWebhookSubscriptions"];
        put?: never;
        /**
         * Create a subscription; its whsec_ secret is shown once
         * @description url must be https and must not resolve to a private address. Booking events need bookings:read:all, unit events housekeeping:read. A key holds at most WEBHOOK_MAX_SUBSCRIPTIONS_PER_KEY subscriptions (20 by default): one more answers 422 WEBHOOK_SUBSCRIPTION_LIMIT_REACHED with limit.
         */
        post: operations["merchantCreateWebhookSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/webhooks/{subscription_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One subscription */
        get: operations["merchantGetWebhookSubscription"];
        put?: never;
        post?: never;
        /** Delete a subscription */
        delete: operations["merchantDeleteWebhookSubscription"];
        options?: never;
        head?: never;
        /** Edit a subscription */
        patch: operations["merchantUpdateWebhookSubscription"];
        trace?: never;
    };
    "/api/merchant/webhooks/{subscription_id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Deliveries with their attempts, newest first
         * @description One delivery per event sent to this subscription (kept 30 days); its event_id is the webhook-id of every attempt.
         */
        get: operations["merchantListWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/webhooks/{subscription_id}/deliveries/{delivery_id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send one delivery again now
         * @description Same webhook-id (the event id), a fresh webhook-timestamp and signature. Its attempts count on and the retry schedule starts over; a delivery already pending is made due now.
         */
        post: operations["merchantRedeliverWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/webhooks/{subscription_id}/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send again the deliveries since a time that did not end in a 2xx
         * @description For a receiver that was down: the deliveries created at or after since that failed, or are pending after attempts without a 2xx, are sent again with their event id as webhook-id and a fresh signature, oldest first and at most 1,000 per call. Answers how many, and more: true when others are left (call again; those already sent again are not counted twice). Each attempt still checks that the subscription may receive the event now.
         */
        post: operations["merchantRecoverWebhookDeliveries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/webhooks/{subscription_id}/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Activate */
        post: operations["merchantActivateWebhookSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/webhooks/{subscription_id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deactivate */
        post: operations["merchantDeactivateWebhookSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/webhooks/{subscription_id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** New secret; the old one also signs for 24 h */
        post: operations["merchantRotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/webhooks/{subscription_id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a signed test event now and answer what the receiver said */
        post: operations["merchantTestWebhookSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every event the key may read, oldest first
         * @description Booking events need bookings:read:all, unit events housekeeping:read (a key with neither: 403 APIKEY_SCOPE_MISSING), and of the call's property only (X-Property, as on every call but /properties). An event's `id` is the `webhook-id` of its deliveries. Kept 30 days. `next_cursor` is always given: with no more events yet, it resumes after the last one, and an event that appears later is on the next page, never before the cursor.
         */
        get: operations["partnerListEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The API's versions, their status and what each changes
         * @description No key needed. A call answers in its Api-Version header's version, else its key's (2026-11-21 unless the hotel chose another).
         */
        get: operations["partnerListVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "booking.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * booking.created
         * @description A booking was made (through the API, by the hotel or from a channel).
         *
         *     Sent to each active subscription whose events include `booking.created`, `booking.*` or `*` and which covers the event's property. A subscription made with an API key receives it only while that key is active and holds `bookings:read:all` (needed to subscribe too); a hotel's own subscription follows the hotel's state.
         */
        post: operations["onBookingCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "booking.confirmed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * booking.confirmed
         * @description A pending booking or hold was confirmed.
         *
         *     Sent to each active subscription whose events include `booking.confirmed`, `booking.*` or `*` and which covers the event's property. A subscription made with an API key receives it only while that key is active and holds `bookings:read:all` (needed to subscribe too); a hotel's own subscription follows the hotel's state.
         */
        post: operations["onBookingConfirmed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "booking.cancelled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * booking.cancelled
         * @description A booking was cancelled; reason is guest, hold_expired, voided or hotel.
         *
         *     Sent to each active subscription whose events include `booking.cancelled`, `booking.*` or `*` and which covers the event's property. A subscription made with an API key receives it only while that key is active and holds `bookings:read:all` (needed to subscribe too); a hotel's own subscription follows the hotel's state.
         */
        post: operations["onBookingCancelled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "booking.changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * booking.changed
         * @description A booking's stay changed (dates, unit, room, rate plan or guests); previous is what it was.
         *
         *     Sent to each active subscription whose events include `booking.changed`, `booking.*` or `*` and which covers the event's property. A subscription made with an API key receives it only while that key is active and holds `bookings:read:all` (needed to subscribe too); a hotel's own subscription follows the hotel's state.
         */
        post: operations["onBookingChanged"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "booking.checked_in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * booking.checked_in
         * @description The guest arrived.
         *
         *     Sent to each active subscription whose events include `booking.checked_in`, `booking.*` or `*` and which covers the event's property. A subscription made with an API key receives it only while that key is active and holds `bookings:read:all` (needed to subscribe too); a hotel's own subscription follows the hotel's state.
         */
        post: operations["onBookingCheckedIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "booking.checked_out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * booking.checked_out
         * @description The guest left.
         *
         *     Sent to each active subscription whose events include `booking.checked_out`, `booking.*` or `*` and which covers the event's property. A subscription made with an API key receives it only while that key is active and holds `bookings:read:all` (needed to subscribe too); a hotel's own subscription follows the hotel's state.
         */
        post: operations["onBookingCheckedOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "unit.housekeeping_changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * unit.housekeeping_changed
         * @description The cleaning status of a unit or one of its rooms changed.
         *
         *     Sent to each active subscription whose events include `unit.housekeeping_changed`, `unit.*` or `*` and which covers the event's property. A subscription made with an API key receives it only while that key is active and holds `housekeeping:read` (needed to subscribe too); a hotel's own subscription follows the hotel's state.
         */
        post: operations["onUnitHousekeepingChanged"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "ari.changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * ari.changed
         * @description Availability, units, rates or restrictions of the property changed: the entries of GET /ari/changes since the last such event, merged, at most one per property every 5 s.
         *
         *     Sent to each active subscription whose events include `ari.changed`, `ari.*` or `*` and which covers the event's property. A subscription made with an API key receives it only while that key is active and holds `availability:read` (needed to subscribe too); a hotel's own subscription follows the hotel's state.
         */
        post: operations["onAriChanged"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook.test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * webhook.test
         * @description Sent only by POST /webhooks/{id}/test, to that subscription, whatever its events.
         *
         *     Sent only when the subscription's owner calls POST /api/v1/webhooks/{subscription_id}/test (scope `webhooks:write`), whatever the subscription's events; one attempt, never retried.
         */
        post: operations["onWebhookTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        TaxInput: {
            name: string;
            /**
             * @description percent: `amount` percent of the nights' price; per_night: `amount` each night; per_person_night: `amount` per adult and child each night; per_stay: `amount` once.
             * @enum {string}
             */
            kind: "percent" | "per_night" | "per_person_night" | "per_stay";
            /** @description A percentage for percent, else money in the property's currency. */
            amount: number;
            /** @description true: part of the prices already; false: added to them. */
            included: boolean;
        };
        CancellationPolicyInput: {
            /** @description Free until this many hours before check-in time on the arrival day. */
            free_until_hours: number;
            /**
             * @description After that: the first night's price, `percent` of total_price, or total_price.
             * @enum {string}
             */
            penalty: "first_night" | "percent" | "full_stay";
            /** @description For penalty percent only. */
            percent?: number;
        };
        Restrictions: {
            /** @description Nights at least, for a stay arriving this date. */
            min_stay_arrival?: number;
            /** @description Nights at least, for every stay that includes this night. */
            min_stay_through?: number;
            /** @description Nights at most, for a stay arriving this date. */
            max_stay?: number;
            /** @description No stay may arrive this date. */
            closed_to_arrival?: boolean;
            /** @description No stay may leave this date. */
            closed_to_departure?: boolean;
            /** @description This night is not sold. */
            stop_sell?: boolean;
            /** @description A stay arriving this date is booked at least this many days ahead (in the property's time zone). */
            min_advance_days?: number;
            /** @description A stay arriving this date is booked at most this many days ahead (in the property's time zone). */
            max_advance_days?: number;
        };
        RestrictionDay: {
            /** @description Nights at least, for a stay arriving this date. */
            min_stay_arrival?: number;
            /** @description Nights at least, for every stay that includes this night. */
            min_stay_through?: number;
            /** @description Nights at most, for a stay arriving this date. */
            max_stay?: number;
            /** @description No stay may arrive this date. */
            closed_to_arrival?: boolean;
            /** @description No stay may leave this date. */
            closed_to_departure?: boolean;
            /** @description This night is not sold. */
            stop_sell?: boolean;
            /** @description A stay arriving this date is booked at least this many days ahead (in the property's time zone). */
            min_advance_days?: number;
            /** @description A stay arriving this date is booked at most this many days ahead (in the property's time zone). */
            max_advance_days?: number;
            date: string;
        };
        Tax: {
            name: string;
            /**
             * @description percent: `amount` percent of the nights' price; per_night: `amount` each night; per_person_night: `amount` per adult and child each night; per_stay: `amount` once.
             * @enum {string}
             */
            kind: "percent" | "per_night" | "per_person_night" | "per_stay";
            /** @description A percentage for percent, else money in the property's currency. */
            amount: number;
            /** @description true: part of the prices already; false: added to them. */
            included: boolean;
        };
        TaxLine: {
            name: string;
            /**
             * Format: money
             * @description An amount in the property's currency, as a decimal string with the currency's minor digits.
             * @example 394.00
             */
            amount: string;
            /** @description true: part of the nights' price; false: added to total_price. */
            included: boolean;
        };
        CancellationPolicy: {
            /** @description Free until this many hours before check-in time on the arrival day. */
            free_until_hours: number;
            /**
             * @description After that: the first night's price, `percent` of total_price, or total_price.
             * @enum {string}
             */
            penalty: "first_night" | "percent" | "full_stay";
            /** @description For penalty percent only. */
            percent?: number;
        };
        ChildPriceView: {
            max_age: number;
            /**
             * Format: money
             * @description An amount in the property's currency, as a decimal string with the currency's minor digits.
             * @example 394.00
             */
            nightly_price: string;
        };
        RatePlan: {
            id: string;
            name: string;
            unit_ids: string[];
            sales_channels: ("api" | "direct" | "booking_engine" | "ota" | "front_desk")[];
            active: boolean;
            parent_rate_plan_id: string | null;
            min_stay: number | null;
            max_stay: number | null;
            prices: {
                adults: number;
                /**
                 * Format: money
                 * @description An amount in the property's currency, as a decimal string with the currency's minor digits.
                 * @example 394.00
                 */
                nightly_price: string;
            }[];
            /** @description null: cancelling is free until arrival. */
            cancellation_policy: components["schemas"]["CancellationPolicy"] | null;
            /** @description Lowest max_age first. */
            child_prices: components["schemas"]["ChildPriceView"][];
            created_at: string;
        };
        Quote: {
            unit_id: string;
            rate_plan_id: string;
            start_date: string;
            end_date: string;
            nights: number;
            adults: number;
            currency: string;
            /** @description Each night's price: the adults' and the children's. */
            nightly: {
                date: string;
                /**
                 * Format: money
                 * @description An amount in the property's currency, as a decimal string with the currency's minor digits.
                 * @example 394.00
                 */
                price: string;
            }[];
            /**
             * Format: money
             * @description What the guest is charged: the nights and every tax not included.
             * @example 394.00
             */
            total_price: string;
            available: boolean;
            children: number[];
            taxes: components["schemas"]["TaxLine"][];
            /** @description The rate plan's; null: free until arrival. */
            cancellation_policy: components["schemas"]["CancellationPolicy"] | null;
            /** @description Until this time (with the property's offset) cancelling costs nothing. */
            free_cancellation_until: string;
        };
        Availability: {
            unit_id: string;
            available: boolean;
            remaining_capacity: number;
        };
        Rates: {
            unit_id: string;
            rate_plan_id: string;
            min_stay: number | null;
            max_stay: number | null;
            days: {
                date: string;
                prices: {
                    adults: number;
                    /**
                     * Format: money
                     * @description An amount in the property's currency, as a decimal string with the currency's minor digits.
                     * @example 394.00
                     */
                    price: string;
                }[];
                restrictions: components["schemas"]["Restrictions"];
            }[];
        };
        AriChange: {
            id: string;
            /**
             * Format: date-time
             * @description When the change was made.
             */
            at: string;
            /**
             * @description availability: units taken or freed, availability windows; units: a unit or rate plan appeared, changed, was published, blocked or unblocked, a plan activated or given other channels; rates: prices and price terms; restrictions: a plan's restrictions or stays.
             * @enum {string}
             */
            kind: "availability" | "units" | "rates" | "restrictions";
            /** @description The units whose answers may have changed. */
            unit_ids: string[];
            /** @description The rate plan, for kinds about one; else null. */
            rate_plan_id: string | null;
            /** @description First date whose answers may have changed; null: every date before `to`. */
            from: string | null;
            /** @description The date after the last one that may have changed ([from, to)); null: no end. */
            to: string | null;
        };
        AuditActor: {
            /** @enum {string} */
            type: "staff" | "merchant_token";
            /** @description The staff member's id; null for the merchant token. */
            id: string | null;
            /** @description The staff member's email; null for the merchant token. */
            email: string | null;
        };
        AuditEntry: {
            actor: components["schemas"]["AuditActor"];
            /** @description `<resource>.<verb>`: key.create, key.revoke_and_void, rate_plan.update, staff.invite, … */
            action: string;
            target: {
                type: string;
                id: string;
            };
            ip: string | null;
            request_id: string;
            id: string;
            /** @description When the change was made (UTC). */
            at: string;
        };
        BookingRevision: {
            version: number;
            at: string;
            actor: {
                /** @enum {string} */
                type: "key" | "staff" | "merchant_token" | "system";
                id: string | null;
            };
            /** @enum {string} */
            action: "create" | "confirm" | "cancel" | "hold_expiry" | "void" | "check_in" | "check_out" | "conflict" | "occupant" | "change";
            /** @description Each field the change moved, as the booking shows it: [before, after]. Empty for create. */
            changes: {
                [key: string]: [
                    unknown,
                    unknown
                ];
            };
        };
        Guest: {
            first_name: string;
            last_name: string;
            /** Format: email */
            email: string;
            id: string;
        };
        Booking: {
            id: string;
            /** @enum {string} */
            status: "pending" | "confirmed" | "cancelled" | "checked_in" | "checked_out";
            is_hold: boolean;
            hold_origin: ("api" | "hotel" | "channel") | null;
            hold_expires_at: string | null;
            property_id: string;
            unit_id: string;
            room_id: string | null;
            rate_plan_id: string | null;
            start_date: string;
            end_date: string;
            nights: number;
            adults: number;
            /** @constant */
            quantity: 1;
            guest: components["schemas"]["Guest"];
            currency: string;
            /**
             * Format: money
             * @description The price charged, carried by the booking.
             * @example 394.00
             */
            total_price: string;
            /**
             * Format: money
             * @description An amount in the property's currency, as a decimal string with the currency's minor digits.
             * @example 394.00
             */
            balance_due: string;
            /** @enum {string} */
            payment_status: "unpaid" | "partially_paid" | "paid" | "refunded";
            /** @enum {string} */
            origin: "api" | "hotel" | "channel";
            conflict: boolean;
            cancellation_reason: ("guest" | "hold_expired" | "voided" | "hotel") | null;
            created_at: string;
            confirmed_at: string | null;
            cancelled_at: string | null;
            /** @description 1 when made, one more at every change of the booking; GET answers it as the ETag. */
            version: number;
            /** @description When the booking last changed (its creation, until it changes). */
            updated_at: string;
            /** @default [] */
            children: number[];
            /** @default [] */
            taxes: components["schemas"]["TaxLine"][];
            /**
             * @description The rate plan's; null: free until arrival.
             * @default null
             */
            cancellation_policy: components["schemas"]["CancellationPolicy"] | null;
            /** @default null */
            free_cancellation_until: string | null;
            /**
             * @description Set when the guest or the hotel cancelled: 0 until free_cancellation_until, the policy's fee after. Voids and hold expiries carry none.
             * @default null
             */
            cancellation_fee: string | null;
        };
        BookingStats: {
            from: string;
            to: string;
            bookings_created: number;
            guest_cancellations: number;
            hotel_cancellations: number;
            expired_holds: number;
            voided: number;
            /**
             * Format: money
             * @description The fees of the cancellations counted, in the property's currency; voids carry none.
             * @example 394.00
             */
            cancellation_fees: string;
        };
        VoidSummary: {
            bookings: number;
            nights: number;
            properties: number;
        };
        Stay: {
            unit_id: string;
            room_id: string | null;
            rate_plan_id: string | null;
            start_date: string;
            end_date: string;
            nights: number;
            adults: number;
            children: number[];
        };
        BookingChangeQuote: {
            /** @description bcq_…: what /change applies. */
            id: string;
            booking_id: string;
            /** @description The booking's version the quote was made on. */
            booking_version: number;
            /** @description Until then the nights the new stay adds are held for this booking. */
            expires_at: string;
            current: {
                stay: components["schemas"]["Stay"];
                /**
                 * Format: money
                 * @description An amount in the property's currency, as a decimal string with the currency's minor digits.
                 * @example 394.00
                 */
                total_price: string;
                taxes: components["schemas"]["TaxLine"][];
            };
            proposed: {
                stay: components["schemas"]["Stay"];
                nightly: {
                    date: string;
                    /**
                     * Format: money
                     * @description An amount in the property's currency, as a decimal string with the currency's minor digits.
                     * @example 394.00
                     */
                    price: string;
                }[];
                taxes: components["schemas"]["TaxLine"][];
                /**
                 * Format: money
                 * @description An amount in the property's currency, as a decimal string with the currency's minor digits.
                 * @example 394.00
                 */
                total_price: string;
                /** @description The rate plan's; null: free until arrival. */
                cancellation_policy: components["schemas"]["CancellationPolicy"] | null;
                /** @description Until this time (with the property's offset) cancelling costs nothing. */
                free_cancellation_until: string;
            };
            /**
             * Format: money
             * @description proposed.total_price − current.total_price.
             * @example 394.00
             */
            price_difference: string;
            /**
             * Format: money
             * @description What the booked cancellation policy charges for the nights dropped after free_cancellation_until.
             * @example 394.00
             */
            change_fee: string;
        };
        FieldError: {
            message: string;
            errors: {
                [key: string]: string[];
            };
        };
        RateLimited: {
            message: string;
        };
        Unit: {
            id: string;
            name: string;
            /** @enum {string} */
            kind: "single" | "whole_house" | "room_type";
            parent_unit_id: string | null;
            max_adults: number;
            max_children: number;
            count_of_rooms: number;
            rooms: {
                id: string;
                name: string;
            }[];
            availability_window: {
                /**
                 * Format: date
                 * @example 2026-12-01
                 */
                start_date: string;
                /**
                 * Format: date
                 * @example 2026-12-01
                 */
                end_date: string;
            } | null;
        };
        MerchantUnit: {
            id: string;
            name: string;
            /** @enum {string} */
            kind: "single" | "whole_house" | "room_type";
            parent_unit_id: string | null;
            max_adults: number;
            max_children: number;
            count_of_rooms: number;
            rooms: {
                id: string;
                name: string;
            }[];
            availability_window: {
                /**
                 * Format: date
                 * @example 2026-12-01
                 */
                start_date: string;
                /**
                 * Format: date
                 * @example 2026-12-01
                 */
                end_date: string;
            } | null;
            published: boolean;
            blocked_for_sale: boolean;
            /** @description Visible through /api/v1: published, not blocked, with an active api rate plan. */
            exposed: boolean;
        };
        Housekeeping: {
            unit_id: string;
            /** @enum {string} */
            status: "clean" | "dirty" | "inspected" | "out_of_service";
            rooms: {
                id: string;
                /** @enum {string} */
                status: "clean" | "dirty" | "inspected" | "out_of_service";
            }[];
        };
        SaleBlock: {
            id: string;
            unit_id: string;
            room_id: string | null;
            /**
             * Format: date
             * @example 2026-12-01
             */
            start_date: string;
            /**
             * Format: date
             * @example 2026-12-01
             */
            end_date: string;
            created_at: string;
        };
        /** @description A booking was made (through the API, by the hotel or from a channel). */
        BookingCreatedEvent: {
            /** @constant */
            type: "booking.created";
            /**
             * Format: date-time
             * @description When it happened.
             */
            timestamp: string;
            data: {
                booking: components["schemas"]["Booking"];
            };
        };
        /** @description A pending booking or hold was confirmed. */
        BookingConfirmedEvent: {
            /** @constant */
            type: "booking.confirmed";
            /**
             * Format: date-time
             * @description When it happened.
             */
            timestamp: string;
            data: {
                booking: components["schemas"]["Booking"];
            };
        };
        /** @description A booking was cancelled; reason is guest, hold_expired, voided or hotel. */
        BookingCancelledEvent: {
            /** @constant */
            type: "booking.cancelled";
            /**
             * Format: date-time
             * @description When it happened.
             */
            timestamp: string;
            data: {
                booking: components["schemas"]["Booking"];
                /**
                 * @description guest: cancelled through the API; hold_expired: the hold's clock ran out; voided: the key was revoked and its bookings voided; hotel: cancelled by the hotel.
                 * @enum {string}
                 */
                reason: "guest" | "hold_expired" | "voided" | "hotel";
            };
        };
        /** @description A booking's stay changed (dates, unit, room, rate plan or guests); previous is what it was. */
        BookingChangedEvent: {
            /** @constant */
            type: "booking.changed";
            /**
             * Format: date-time
             * @description When it happened.
             */
            timestamp: string;
            data: {
                booking: components["schemas"]["Booking"];
                /** @description The stay and total the booking had before the change. */
                previous: {
                    stay: components["schemas"]["Stay"];
                    /**
                     * Format: money
                     * @description An amount in the property's currency, as a decimal string with the currency's minor digits.
                     * @example 394.00
                     */
                    total_price: string;
                };
                /** @description The change quote the change applied. */
                change_quote_id: string;
            };
        };
        /** @description The guest arrived. */
        BookingCheckedInEvent: {
            /** @constant */
            type: "booking.checked_in";
            /**
             * Format: date-time
             * @description When it happened.
             */
            timestamp: string;
            data: {
                booking: components["schemas"]["Booking"];
            };
        };
        /** @description The guest left. */
        BookingCheckedOutEvent: {
            /** @constant */
            type: "booking.checked_out";
            /**
             * Format: date-time
             * @description When it happened.
             */
            timestamp: string;
            data: {
                booking: components["schemas"]["Booking"];
            };
        };
        /** @description The cleaning status of a unit or one of its rooms changed. */
        UnitHousekeepingChangedEvent: {
            /** @constant */
            type: "unit.housekeeping_changed";
            /**
             * Format: date-time
             * @description When it happened.
             */
            timestamp: string;
            data: {
                unit_id: string;
                /** @description The room of a room type that changed; null: the unit itself. */
                room_id: string | null;
                /** @enum {string} */
                status: "clean" | "dirty" | "inspected" | "out_of_service";
            };
        };
        /** @description Availability, units, rates or restrictions of the property changed: the entries of GET /ari/changes since the last such event, merged, at most one per property every 5 s. */
        AriChangedEvent: {
            /** @constant */
            type: "ari.changed";
            /**
             * Format: date-time
             * @description When it happened.
             */
            timestamp: string;
            data: {
                /** @description The last entry merged: follow /ari/changes for each of them. */
                id: string;
                /**
                 * Format: date-time
                 * @description When the change was made.
                 */
                at: string;
                /**
                 * @description The kind of every entry merged; mixed when there were several.
                 * @enum {string}
                 */
                kind: "availability" | "units" | "rates" | "restrictions" | "mixed";
                /** @description The units whose answers may have changed. */
                unit_ids: string[];
                /** @description The rate plan of every entry merged, when they share one; else null. */
                rate_plan_id: string | null;
                /** @description First date whose answers may have changed; null: every date before `to`. */
                from: string | null;
                /** @description The date after the last one that may have changed ([from, to)); null: no end. */
                to: string | null;
                /** @description The kinds of the entries merged. */
                kinds: ("availability" | "units" | "rates" | "restrictions")[];
            };
        };
        /** @description Sent only by POST /webhooks/{id}/test, to that subscription, whatever its events. */
        WebhookTestEvent: {
            /** @constant */
            type: "webhook.test";
            /**
             * Format: date-time
             * @description When it happened.
             */
            timestamp: string;
            data: {
                subscription_id: string;
                message: string;
            };
        };
        /** @description A booking was made (through the API, by the hotel or from a channel). */
        BookingCreatedFeedEvent: {
            /** @description The event's id: the webhook-id of every delivery of this event. */
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "booking.created";
            /**
             * Format: date-time
             * @description When it happened.
             */
            timestamp: string;
            property_id: string | null;
            data: {
                booking: components["schemas"]["Booking"];
            };
        };
        /** @description A pending booking or hold was confirmed. */
        BookingConfirmedFeedEvent: {
            /** @description The event's id: the webhook-id of every delivery of this event. */
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "booking.confirmed";
            /**
             * Format: date-time
             * @description When it happened.
             */
            timestamp: string;
            property_id: string | null;
            data: {
                booking: components["schemas"]["Booking"];
            };
        };
        /** @description A booking was cancelled; reason is guest, hold_expired, voided or hotel. */
        BookingCancelledFeedEvent: {
            /** @description The event's id: the webhook-id of every delivery of this event. */
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "booking.cancelled";
            /**
             * Format: date-time
             * @description When it happened.
             */
            timestamp: string;
            property_id: string | null;
            data: {
                booking: components["schemas"]["Booking"];
                /**
                 * @description guest: cancelled through the API; hold_expired: the hold's clock ran out; voided: the key was revoked and its bookings voided; hotel: cancelled by the hotel.
                 * @enum {string}
                 */
                reason: "guest" | "hold_expired" | "voided" | "hotel";
            };
        };
        /** @description A booking's stay changed (dates, unit, room, rate plan or guests); previous is what it was. */
        BookingChangedFeedEvent: {
            /** @description The event's id: the webhook-id of every delivery of this event. */
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "booking.changed";
            /**
             * Format: date-time
             * @description When it happened.
             */
            timestamp: string;
            property_id: string | null;
            data: {
                booking: components["schemas"]["Booking"];
                /** @description The stay and total the booking had before the change. */
                previous: {
                    stay: components["schemas"]["Stay"];
                    /**
                     * Format: money
                     * @description An amount in the property's currency, as a decimal string with the currency's minor digits.
                     * @example 394.00
                     */
                    total_price: string;
                };
                /** @description The change quote the change applied. */
                change_quote_id: string;
            };
        };
        /** @description The guest arrived. */
        BookingCheckedInFeedEvent: {
            /** @description The event's id: the webhook-id of every delivery of this event. */
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "booking.checked_in";
            /**
             * Format: date-time
             * @description When it happened.
             */
            timestamp: string;
            property_id: string | null;
            data: {
                booking: components["schemas"]["Booking"];
            };
        };
        /** @description The guest left. */
        BookingCheckedOutFeedEvent: {
            /** @description The event's id: the webhook-id of every delivery of this event. */
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "booking.checked_out";
            /**
             * Format: date-time
             * @description When it happened.
             */
            timestamp: string;
            property_id: string | null;
            data: {
                booking: components["schemas"]["Booking"];
            };
        };
        /** @description The cleaning status of a unit or one of its rooms changed. */
        UnitHousekeepingChangedFeedEvent: {
            /** @description The event's id: the webhook-id of every delivery of this event. */
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "unit.housekeeping_changed";
            /**
             * Format: date-time
             * @description When it happened.
             */
            timestamp: string;
            property_id: string | null;
            data: {
                unit_id: string;
                /** @description The room of a room type that changed; null: the unit itself. */
                room_id: string | null;
                /** @enum {string} */
                status: "clean" | "dirty" | "inspected" | "out_of_service";
            };
        };
        /** @description Availability, units, rates or restrictions of the property changed: the entries of GET /ari/changes since the last such event, merged, at most one per property every 5 s. */
        AriChangedFeedEvent: {
            /** @description The event's id: the webhook-id of every delivery of this event. */
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ari.changed";
            /**
             * Format: date-time
             * @description When it happened.
             */
            timestamp: string;
            property_id: string | null;
            data: {
                /** @description The last entry merged: follow /ari/changes for each of them. */
                id: string;
                /**
                 * Format: date-time
                 * @description When the change was made.
                 */
                at: string;
                /**
                 * @description The kind of every entry merged; mixed when there were several.
                 * @enum {string}
                 */
                kind: "availability" | "units" | "rates" | "restrictions" | "mixed";
                /** @description The units whose answers may have changed. */
                unit_ids: string[];
                /** @description The rate plan of every entry merged, when they share one; else null. */
                rate_plan_id: string | null;
                /** @description First date whose answers may have changed; null: every date before `to`. */
                from: string | null;
                /** @description The date after the last one that may have changed ([from, to)); null: no end. */
                to: string | null;
                /** @description The kinds of the entries merged. */
                kinds: ("availability" | "units" | "rates" | "restrictions")[];
            };
        };
        /** @description An event of the feed, as its webhook carries it, with its id and property. */
        FeedEvent: components["schemas"]["BookingCreatedFeedEvent"] | components["schemas"]["BookingConfirmedFeedEvent"] | components["schemas"]["BookingCancelledFeedEvent"] | components["schemas"]["BookingChangedFeedEvent"] | components["schemas"]["BookingCheckedInFeedEvent"] | components["schemas"]["BookingCheckedOutFeedEvent"] | components["schemas"]["UnitHousekeepingChangedFeedEvent"] | components["schemas"]["AriChangedFeedEvent"];
        BookingGroup: {
            id: string;
            code: string;
            holder: {
                name: string;
                email: string;
            };
            /**
             * @description holder_pays_all: the holder is charged every room; occupants_pay_own: each occupant is charged their own booking; holder_pays_room: the holder is charged the rooms, each occupant their extras.
             * @enum {string}
             */
            billing_rule: "holder_pays_all" | "occupants_pay_own" | "holder_pays_room";
            /** @enum {string} */
            status: "tentative" | "confirmed" | "in_house" | "completed" | "cancelled";
            members: {
                booking_id: string;
                occupant: {
                    first_name: string;
                    last_name: string;
                    email: string;
                };
                /** @enum {string} */
                status: "pending" | "confirmed" | "cancelled" | "checked_in" | "checked_out";
                /**
                 * Format: money
                 * @description An amount in the property's currency, as a decimal string with the currency's minor digits.
                 * @example 394.00
                 */
                total_price: string;
                /**
                 * Format: money
                 * @description What the occupant still owes for this booking; negative is a credit.
                 * @example 394.00
                 */
                balance_due: string;
                /**
                 * @description How much of this booking's charge is paid, whoever pays it.
                 * @enum {string}
                 */
                payment_status: "unpaid" | "partially_paid" | "paid" | "refunded";
            }[];
            accounts: {
                id: string;
                payer: {
                    name: string;
                    email: string;
                };
                /**
                 * Format: money
                 * @description An amount in the property's currency, as a decimal string with the currency's minor digits.
                 * @example 394.00
                 */
                charged: string;
                /**
                 * Format: money
                 * @description An amount in the property's currency, as a decimal string with the currency's minor digits.
                 * @example 394.00
                 */
                paid: string;
                /**
                 * Format: money
                 * @description An amount in the property's currency, as a decimal string with the currency's minor digits.
                 * @example 394.00
                 */
                refunded: string;
                /**
                 * Format: money
                 * @description charged − paid + refunded; negative is money to give back.
                 * @example 394.00
                 */
                balance_due: string;
            }[];
            totals: {
                /**
                 * Format: money
                 * @description An amount in the property's currency, as a decimal string with the currency's minor digits.
                 * @example 394.00
                 */
                charged: string;
                /**
                 * Format: money
                 * @description An amount in the property's currency, as a decimal string with the currency's minor digits.
                 * @example 394.00
                 */
                paid: string;
                /**
                 * Format: money
                 * @description An amount in the property's currency, as a decimal string with the currency's minor digits.
                 * @example 394.00
                 */
                refunded: string;
                /**
                 * Format: money
                 * @description An amount in the property's currency, as a decimal string with the currency's minor digits.
                 * @example 394.00
                 */
                balance_due: string;
            };
        };
        BookingGroupPayment: {
            id: string;
            account_id: string;
            /**
             * Format: money
             * @description An amount in the property's currency, as a decimal string with the currency's minor digits.
             * @example 394.00
             */
            amount: string;
            method: string;
            created_at: string;
        };
        BookingGroupRefund: {
            id: string;
            payment_id: string;
            account_id: string;
            /**
             * Format: money
             * @description An amount in the property's currency, as a decimal string with the currency's minor digits.
             * @example 394.00
             */
            amount: string;
            created_at: string;
        };
        Health: {
            /** @enum {string} */
            status: "ok" | "degraded";
            environment: string;
            services: {
                [key: string]: {
                    /** @enum {string} */
                    status: "up" | "down";
                    latency_ms: number | null;
                };
            };
            dependencies: {
                [key: string]: {
                    /** @enum {string} */
                    status: "up" | "down" | "unknown";
                };
            };
            down: string[];
        };
        StaffMember: {
            id: string;
            email: string;
            name: string;
            /** @enum {string} */
            role: "owner" | "manager" | "viewer";
            /** @enum {string} */
            status: "invited" | "active" | "deactivated";
            created_at: string;
        };
        InvitedStaff: {
            data: components["schemas"]["StaffMember"];
            /** @description Shown once; valid 7 days, for one acceptance. */
            invite_token: string;
        };
        Session: {
            /** @description The signed-in person; null for the merchant token. */
            staff: components["schemas"]["StaffMember"] | null;
            /** @description Send it as X-CSRF-Token on every call that changes something; null for the merchant token. */
            csrf_token: string | null;
        };
        ApiVersion: {
            /** @enum {string} */
            version: "2026-11-21" | "2026-12-15";
            released_on: string;
            /**
             * @description current: the newest; supported: older, still answered; deprecated: answered, with Deprecation and Sunset headers; sunset: answers 410 API_VERSION_SUNSET.
             * @enum {string}
             */
            status: "current" | "supported" | "deprecated" | "sunset";
            /** @description The day from which the version answers 410; null: none set. */
            sunset_on: string | null;
            /** @description What this version changes from the one before it. */
            changes: string[];
        };
        ApiVersionList: {
            data: components["schemas"]["ApiVersion"][];
        };
        Tenant: {
            id: string;
            name: string;
            active: boolean;
            created_at: string;
        };
        TenantWithToken: {
            id: string;
            name: string;
            active: boolean;
            created_at: string;
            /** @description Shown once; only a hash is stored. */
            merchant_token: string;
            /** @description When an owner was given: their invitation, shown once (valid 7 days). */
            owner_invite_token?: string;
        };
        ApiKey: {
            id: string;
            name: string;
            /** @enum {string} */
            environment: "sandbox" | "production";
            prefix: string;
            scopes: ("properties:read" | "units:read" | "housekeeping:read" | "availability:read" | "rates:read" | "bookings:read" | "bookings:read:all" | "bookings:write" | "bookings:cancel" | "webhooks:read" | "webhooks:write")[];
            property_ids: string[] | null;
            requests_per_minute: number | null;
            max_live_holds: number | null;
            max_bookings_per_24h: number | null;
            expires_on: string | null;
            /** @enum {string} */
            status: "active" | "paused" | "revoked" | "expired";
            /**
             * @description The version this key's calls answer in without an Api-Version header.
             * @example 2026-12-15
             * @enum {string}
             */
            api_version: "2026-11-21" | "2026-12-15";
            created_at: string;
            last_used_at: string | null;
            revoked_at: string | null;
        };
        RequestLogEntry: {
            id: string;
            method: string;
            path: string;
            status: number;
            duration_ms: number;
            ip: string | null;
            occurred_at: string;
        };
        RotatedMerchantToken: {
            merchant_token: string;
        };
        Property: {
            id: string;
            name: string;
            currency: string;
            timezone: string;
            /** @description false: no active rate plan in channel api; /units, /availability and /rates answer empty lists. */
            api_rate_plans_configured: boolean;
            /** @description Taxes and fees on every stay; a quote and a booking show each. */
            taxes: components["schemas"]["Tax"][];
            /** @description Local HH:MM; free cancellation is counted back from it. */
            check_in_time: string;
            created_at: string;
        };
        WebhookSubscription: {
            id: string;
            /** @description Whole for the key that created the subscription (and for the hotel, its own); another key of the hotel reads scheme, host and path only. */
            url: string;
            events: string[];
            property_ids: string[] | null;
            active: boolean;
            /** @enum {string} */
            created_by: "key" | "hotel";
            disabled_reason: string | null;
            /**
             * @description The version whose shapes the data of its deliveries take.
             * @example 2026-12-15
             * @enum {string}
             */
            api_version: "2026-11-21" | "2026-12-15";
            created_at: string;
            updated_at: string;
        };
        WebhookSubscriptionWithSecret: {
            id: string;
            /** @description Whole for the key that created the subscription (and for the hotel, its own); another key of the hotel reads scheme, host and path only. */
            url: string;
            events: string[];
            property_ids: string[] | null;
            active: boolean;
            /** @enum {string} */
            created_by: "key" | "hotel";
            disabled_reason: string | null;
            /**
             * @description The version whose shapes the data of its deliveries take.
             * @example 2026-12-15
             * @enum {string}
             */
            api_version: "2026-11-21" | "2026-12-15";
            created_at: string;
            updated_at: string;
            /** @description whsec_…: shown on create and rotate-secret only. */
            secret: string;
        };
        WebhookDeliveryAttempt: {
            /** @description When the attempt was made. */
            at: string;
            /** @description What the receiver answered; null when it did not. */
            status_code: number | null;
            duration_ms: number;
            error: string | null;
        };
        WebhookDelivery: {
            id: string;
            /** @description The event's id, sent as `webhook-id` (the same on every attempt). */
            event_id: string;
            type: string;
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed";
            /** @description Oldest first; empty until the first attempt. */
            attempts: components["schemas"]["WebhookDeliveryAttempt"][];
            next_attempt_at: string | null;
        };
        WebhookRecovery: {
            /** @description How many deliveries are sent again (at most 1,000). */
            deliveries: number;
            /** @description More such deliveries are left: call again for the next ones. */
            more: boolean;
        };
        WebhookTestResult: {
            delivered: boolean;
            status_code: number | null;
            duration_ms: number;
            error: string | null;
            event_id: string;
        };
        WebhookEventKind: {
            type: string;
            scope: string;
            description: string;
            /** @description The fields of its data; its schema is in the document's webhooks. */
            carries: string;
        };
        /** @description 400: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
        API_VERSION_UNKNOWN: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "API_VERSION_UNKNOWN";
            versions: string[];
        } & {
            [key: string]: unknown;
        };
        /** @description 500: Something went wrong on our side. */
        INTERNAL_ERROR: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "INTERNAL_ERROR";
        } & {
            [key: string]: unknown;
        };
        /** @description 401: The operator token is not valid. */
        ADMIN_TOKEN_INVALID: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "ADMIN_TOKEN_INVALID";
        } & {
            [key: string]: unknown;
        };
        /** @description 408: The request did not fully arrive in time; the connection is closed. */
        REQUEST_TIMEOUT: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "REQUEST_TIMEOUT";
        } & {
            [key: string]: unknown;
        };
        /** @description 409: Someone with this email is already on a hotel's staff. */
        STAFF_EMAIL_TAKEN: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "STAFF_EMAIL_TAKEN";
        } & {
            [key: string]: unknown;
        };
        /** @description 410: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
        API_VERSION_SUNSET: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "API_VERSION_SUNSET";
            versions: string[];
            sunset_on: string;
        } & {
            [key: string]: unknown;
        };
        /** @description 413: The request body is too large. */
        PAYLOAD_TOO_LARGE: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "PAYLOAD_TOO_LARGE";
        } & {
            [key: string]: unknown;
        };
        /** @description 415: Send the body as application/json. */
        UNSUPPORTED_MEDIA_TYPE: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "UNSUPPORTED_MEDIA_TYPE";
        } & {
            [key: string]: unknown;
        };
        /** @description 503: A service is temporarily unavailable; retry shortly. */
        SERVICE_UNAVAILABLE: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "SERVICE_UNAVAILABLE";
        } & {
            [key: string]: unknown;
        };
        /** @description 404: Hotel account not found. */
        TENANT_NOT_FOUND: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "TENANT_NOT_FOUND";
        } & {
            [key: string]: unknown;
        };
        /** @description 401: The invitation is unknown, used or expired. */
        STAFF_INVITE_INVALID: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "STAFF_INVITE_INVALID";
        } & {
            [key: string]: unknown;
        };
        /** @description 401: The email or the password is wrong. */
        STAFF_CREDENTIALS_INVALID: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "STAFF_CREDENTIALS_INVALID";
        } & {
            [key: string]: unknown;
        };
        /** @description 403: A call made with the session cookie must carry its X-CSRF-Token and come from this site. */
        CSRF_TOKEN_INVALID: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "CSRF_TOKEN_INVALID";
        } & {
            [key: string]: unknown;
        };
        /** @description 429: Too many failed sign-ins; retry after the time in Retry-After. */
        STAFF_SIGN_IN_THROTTLED: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "STAFF_SIGN_IN_THROTTLED";
        } & {
            [key: string]: unknown;
        };
        /** @description 401: No merchant token or session cookie was sent. */
        MERCHANT_TOKEN_MISSING: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "MERCHANT_TOKEN_MISSING";
        } & {
            [key: string]: unknown;
        };
        /** @description 401: The merchant token is not valid. */
        MERCHANT_TOKEN_INVALID: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "MERCHANT_TOKEN_INVALID";
        } & {
            [key: string]: unknown;
        };
        /** @description 401: The session has ended; sign in again. */
        STAFF_SESSION_INVALID: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "STAFF_SESSION_INVALID";
        } & {
            [key: string]: unknown;
        };
        /** @description 403: The hotel account is deactivated. */
        TENANT_INACTIVE: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "TENANT_INACTIVE";
        } & {
            [key: string]: unknown;
        };
        /** @description 404: Staff member not found. */
        STAFF_NOT_FOUND: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "STAFF_NOT_FOUND";
        } & {
            [key: string]: unknown;
        };
        /** @description 403: Your role may not make this call. */
        STAFF_ROLE_INSUFFICIENT: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "STAFF_ROLE_INSUFFICIENT";
            required_role: string;
        } & {
            [key: string]: unknown;
        };
        /** @description 422: The pagination cursor is not usable. */
        INVALID_CURSOR: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "INVALID_CURSOR";
        } & {
            [key: string]: unknown;
        };
        /** @description 422: The hotel's last active owner cannot be demoted or deactivated. */
        STAFF_LAST_OWNER: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "STAFF_LAST_OWNER";
        } & {
            [key: string]: unknown;
        };
        /** @description 404: API key not found. */
        KEY_NOT_FOUND: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "KEY_NOT_FOUND";
        } & {
            [key: string]: unknown;
        };
        /** @description 409: The API key is revoked for good. */
        KEY_REVOKED: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "KEY_REVOKED";
        } & {
            [key: string]: unknown;
        };
        /** @description 404: Property not found. */
        PROPERTY_NOT_FOUND: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "PROPERTY_NOT_FOUND";
        } & {
            [key: string]: unknown;
        };
        /** @description 404: Unit not found. */
        UNIT_NOT_FOUND: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "UNIT_NOT_FOUND";
        } & {
            [key: string]: unknown;
        };
        /** @description 404: Room not found. */
        ROOM_NOT_FOUND: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "ROOM_NOT_FOUND";
        } & {
            [key: string]: unknown;
        };
        /** @description 404: Sale block not found. */
        SALE_BLOCK_NOT_FOUND: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "SALE_BLOCK_NOT_FOUND";
        } & {
            [key: string]: unknown;
        };
        /** @description 404: Rate plan not found. */
        RATE_PLAN_NOT_FOUND: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "RATE_PLAN_NOT_FOUND";
        } & {
            [key: string]: unknown;
        };
        /** @description 409: This Idempotency-Key was already used with a different body. */
        IDEMPOTENCY_KEY_REUSED: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "IDEMPOTENCY_KEY_REUSED";
        } & {
            [key: string]: unknown;
        };
        /** @description 409: A request with this Idempotency-Key has not finished yet. */
        IDEMPOTENCY_IN_FLIGHT: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "IDEMPOTENCY_IN_FLIGHT";
        } & {
            [key: string]: unknown;
        };
        /** @description 409: No free capacity for these dates; query availability again. */
        UNIT_NOT_AVAILABLE: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "UNIT_NOT_AVAILABLE";
            remaining_capacity: number;
        } & {
            [key: string]: unknown;
        };
        /** @description 422: Occupancy exceeds the unit's capacity. */
        OCCUPANCY_OUT_OF_BOUNDS: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "OCCUPANCY_OUT_OF_BOUNDS";
            requested_adults: number;
            max_adults: number;
            requested_children?: number;
            max_children?: number;
        } & {
            [key: string]: unknown;
        };
        /** @description 422: The stay is shorter than the rate plan's minimum. */
        RATE_PLAN_MIN_STAY: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "RATE_PLAN_MIN_STAY";
            min_stay: number;
            nights: number;
        } & {
            [key: string]: unknown;
        };
        /** @description 422: The stay is longer than the rate plan's maximum. */
        RATE_PLAN_MAX_STAY: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "RATE_PLAN_MAX_STAY";
            max_stay: number;
            nights: number;
        } & {
            [key: string]: unknown;
        };
        /** @description 422: The rate plan takes no arrival on this date. */
        RATE_PLAN_CLOSED_TO_ARRIVAL: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "RATE_PLAN_CLOSED_TO_ARRIVAL";
            date: string;
        } & {
            [key: string]: unknown;
        };
        /** @description 422: The rate plan takes no departure on this date. */
        RATE_PLAN_CLOSED_TO_DEPARTURE: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "RATE_PLAN_CLOSED_TO_DEPARTURE";
            date: string;
        } & {
            [key: string]: unknown;
        };
        /** @description 422: The rate plan does not sell some nights of the stay. */
        RATE_PLAN_STOP_SELL: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "RATE_PLAN_STOP_SELL";
            dates: string[];
        } & {
            [key: string]: unknown;
        };
        /** @description 422: The stay is booked too early or too late before its arrival for this rate plan. */
        RATE_PLAN_ADVANCE_OUT_OF_BOUNDS: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "RATE_PLAN_ADVANCE_OUT_OF_BOUNDS";
            advance_days: number;
            min_advance_days: number | null;
            max_advance_days: number | null;
        } & {
            [key: string]: unknown;
        };
        /** @description 422: The rate plan has no price for this occupancy. */
        RATE_PLAN_OCCUPANCY_NOT_CONFIGURED: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "RATE_PLAN_OCCUPANCY_NOT_CONFIGURED";
            requested_adults: number;
            configured_adults: number[];
        } & {
            [key: string]: unknown;
        };
        /** @description 422: The rate plan is not linked to this unit. */
        RATE_PLAN_UNIT_NOT_LINKED: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "RATE_PLAN_UNIT_NOT_LINKED";
        } & {
            [key: string]: unknown;
        };
        /** @description 422: The rate plan is switched off. */
        RATE_PLAN_INACTIVE: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "RATE_PLAN_INACTIVE";
        } & {
            [key: string]: unknown;
        };
        /** @description 422: The parent rate plan is switched off. */
        RATE_PLAN_PARENT_INACTIVE: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "RATE_PLAN_PARENT_INACTIVE";
        } & {
            [key: string]: unknown;
        };
        /** @description 422: The rate plan cannot be used for this stay. */
        RATE_PLAN_NOT_USABLE: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "RATE_PLAN_NOT_USABLE";
        } & {
            [key: string]: unknown;
        };
        /** @description 422: The requested room is taken; choose another or let the service assign one. */
        INVENTORY_SLOT_UNAVAILABLE: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "INVENTORY_SLOT_UNAVAILABLE";
            room_id: string;
        } & {
            [key: string]: unknown;
        };
        /** @description 404: Booking not found. */
        BOOKING_NOT_FOUND: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "BOOKING_NOT_FOUND";
        } & {
            [key: string]: unknown;
        };
        /** @description 412: The booking changed since the version in If-Match; read it again. */
        PRECONDITION_FAILED: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "PRECONDITION_FAILED";
            version: number;
        } & {
            [key: string]: unknown;
        };
        /** @description 422: The stay has already started or ended. */
        BOOKING_NOT_CANCELLABLE: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "BOOKING_NOT_CANCELLABLE";
        } & {
            [key: string]: unknown;
        };
        /** @description 409: A booking group with this code already exists. */
        GROUP_CODE_TAKEN: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "GROUP_CODE_TAKEN";
        } & {
            [key: string]: unknown;
        };
        /** @description 422: The request exceeds what is free. */
        INSUFFICIENT_CAPACITY: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "INSUFFICIENT_CAPACITY";
            remaining: number;
            requested: number;
        } & {
            [key: string]: unknown;
        };
        /** @description 404: Booking group not found. */
        GROUP_NOT_FOUND: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "GROUP_NOT_FOUND";
        } & {
            [key: string]: unknown;
        };
        /** @description 401: No API key was sent. */
        APIKEY_MISSING: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "APIKEY_MISSING";
        } & {
            [key: string]: unknown;
        };
        /** @description 401: The API key is not valid. */
        APIKEY_INVALID: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "APIKEY_INVALID";
        } & {
            [key: string]: unknown;
        };
        /** @description 403: The API key lacks a required scope. */
        APIKEY_SCOPE_MISSING: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "APIKEY_SCOPE_MISSING";
            scope: string;
        } & {
            [key: string]: unknown;
        };
        /** @description 422: This key covers several properties: send the X-Property header. */
        PROPERTY_NOT_IDENTIFIED: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "PROPERTY_NOT_IDENTIFIED";
        } & {
            [key: string]: unknown;
        };
        /** @description 422: The date range spans more nights than a query may. */
        DATE_RANGE_TOO_LONG: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "DATE_RANGE_TOO_LONG";
            max_nights: number;
            nights: number;
        } & {
            [key: string]: unknown;
        };
        /** @description 422: The rate plan is not sold in the api channel. */
        RATE_PLAN_WRONG_SALES_CHANNEL: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "RATE_PLAN_WRONG_SALES_CHANNEL";
        } & {
            [key: string]: unknown;
        };
        /** @description 410: The cursor is older than the 7 days the change log keeps: read again, then follow a new cursor. */
        ARI_CURSOR_EXPIRED: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "ARI_CURSOR_EXPIRED";
        } & {
            [key: string]: unknown;
        };
        /** @description 404: Guest not found. */
        GUEST_NOT_FOUND: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "GUEST_NOT_FOUND";
        } & {
            [key: string]: unknown;
        };
        /** @description 422: The Idempotency-Key header is required. */
        IDEMPOTENCY_KEY_REQUIRED: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "IDEMPOTENCY_KEY_REQUIRED";
        } & {
            [key: string]: unknown;
        };
        /** @description 422: Quantity is invalid for this unit. */
        INVALID_BOOKING_QUANTITY: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "INVALID_BOOKING_QUANTITY";
            max_quantity: number;
        } & {
            [key: string]: unknown;
        };
        /** @description 429: This key already holds its maximum number of live holds. */
        KEY_HOLD_LIMIT_REACHED: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "KEY_HOLD_LIMIT_REACHED";
            limit: number;
            used: number;
        } & {
            [key: string]: unknown;
        };
        /** @description 429: This key created its maximum number of bookings in the last 24 hours. */
        KEY_BOOKING_QUOTA_EXCEEDED: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "KEY_BOOKING_QUOTA_EXCEEDED";
            limit: number;
            used: number;
        } & {
            [key: string]: unknown;
        };
        /** @description 409: The hold ran out before it was confirmed; quote again. */
        BOOKING_HOLD_EXPIRED: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "BOOKING_HOLD_EXPIRED";
        } & {
            [key: string]: unknown;
        };
        /** @description 422: This booking cannot be confirmed. */
        BOOKING_NOT_CONFIRMABLE: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "BOOKING_NOT_CONFIRMABLE";
        } & {
            [key: string]: unknown;
        };
        /** @description 422: The booking cannot change: it is cancelled or checked out, or its stay has started and only a later end_date may change. */
        BOOKING_NOT_CHANGEABLE: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "BOOKING_NOT_CHANGEABLE";
        } & {
            [key: string]: unknown;
        };
        /** @description 409: The change quote ran out or a newer quote replaced it; nothing changed. Quote the change again. */
        BOOKING_CHANGE_QUOTE_EXPIRED: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "BOOKING_CHANGE_QUOTE_EXPIRED";
        } & {
            [key: string]: unknown;
        };
        /** @description 409: The booking changed since the change was quoted; nothing changed. Quote the change again. */
        BOOKING_VERSION_CONFLICT: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "BOOKING_VERSION_CONFLICT";
        } & {
            [key: string]: unknown;
        };
        /** @description 409: expected_total_price is not the total this change quote gives the booking; nothing changed. */
        BOOKING_PRICE_CHANGED: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "BOOKING_PRICE_CHANGED";
            /**
             * Format: money
             * @description An amount in the property's currency, as a decimal string with the currency's minor digits.
             * @example 394.00
             */
            total_price: string;
        } & {
            [key: string]: unknown;
        };
        /** @description 409: This booking is not a pending hold, so it has no hold to expire. */
        BOOKING_NOT_HOLD: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "BOOKING_NOT_HOLD";
        } & {
            [key: string]: unknown;
        };
        /** @description 404: Webhook subscription not found. */
        WEBHOOK_SUBSCRIPTION_NOT_FOUND: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "WEBHOOK_SUBSCRIPTION_NOT_FOUND";
        } & {
            [key: string]: unknown;
        };
        /** @description 403: The API key may not subscribe to these events. */
        WEBHOOK_EVENT_NOT_PERMITTED: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "WEBHOOK_EVENT_NOT_PERMITTED";
        } & {
            [key: string]: unknown;
        };
        /** @description 404: Webhook delivery not found. */
        WEBHOOK_DELIVERY_NOT_FOUND: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "WEBHOOK_DELIVERY_NOT_FOUND";
        } & {
            [key: string]: unknown;
        };
        /** @description 422: This key already holds its maximum number of webhook subscriptions. */
        WEBHOOK_SUBSCRIPTION_LIMIT_REACHED: {
            /** @description Human prose; may change: never branch on it. */
            message: string;
            /** @enum {string} */
            error_code: "WEBHOOK_SUBSCRIPTION_LIMIT_REACHED";
            limit: number;
        } & {
            [key: string]: unknown;
        };
        SetRestrictions: {
            /**
             * Format: date
             * @example 2026-12-01
             */
            from: string;
            /**
             * Format: date
             * @example 2026-12-01
             */
            to: string;
            min_stay_arrival?: number | null;
            min_stay_through?: number | null;
            max_stay?: number | null;
            closed_to_arrival?: boolean | null;
            closed_to_departure?: boolean | null;
            stop_sell?: boolean | null;
            min_advance_days?: number | null;
            max_advance_days?: number | null;
        };
        ChildPrice: {
            max_age: number;
            /**
             * Format: money
             * @description An amount in the property's currency as a decimal string: at most 10,000,000, at most 2 decimals.
             * @example 120.50
             */
            nightly_price: string;
        };
        CreateRatePlan: {
            name: string;
            /**
             * @description The units the plan sells, up to 5,000.
             * @default []
             */
            unit_ids: string[];
            /**
             * @default [
             *       "api"
             *     ]
             */
            sales_channels: ("api" | "direct" | "booking_engine" | "ota" | "front_desk")[];
            /** @default true */
            active: boolean;
            parent_rate_plan_id?: string | null;
            min_stay?: number | null;
            max_stay?: number | null;
            /** @default [] */
            prices: {
                adults: number;
                /**
                 * Format: money
                 * @description An amount in the property's currency as a decimal string: at most 10,000,000, at most 2 decimals.
                 * @example 120.50
                 */
                nightly_price: string;
            }[];
            cancellation_policy?: components["schemas"]["CancellationPolicyInput"] | null;
            /**
             * @description A child is priced by the band of the lowest max_age at least its age; without one, it costs nothing.
             * @default []
             */
            child_prices: components["schemas"]["ChildPrice"][];
        };
        UpdateRatePlan: {
            name?: string;
            /** @description The units the plan sells, up to 5,000. */
            unit_ids?: string[];
            sales_channels?: ("api" | "direct" | "booking_engine" | "ota" | "front_desk")[];
            active?: boolean;
            parent_rate_plan_id?: string | null;
            min_stay?: number | null;
            max_stay?: number | null;
            prices?: {
                adults: number;
                /**
                 * Format: money
                 * @description An amount in the property's currency as a decimal string: at most 10,000,000, at most 2 decimals.
                 * @example 120.50
                 */
                nightly_price: string;
            }[];
            cancellation_policy?: components["schemas"]["CancellationPolicyInput"] | null;
            /** @description A child is priced by the band of the lowest max_age at least its age; without one, it costs nothing. */
            child_prices?: components["schemas"]["ChildPrice"][];
        };
        QuoteRequest: {
            unit_id: string;
            rate_plan_id: string;
            /**
             * Format: date
             * @example 2026-12-01
             */
            start_date: string;
            /**
             * Format: date
             * @example 2026-12-01
             */
            end_date: string;
            adults: number;
            /** @description The age of each child (0 to 17), one number per child; children count against the unit's max_children. */
            children?: number[];
        };
        CreateBooking: {
            unit_id: string;
            /** @description A specific room of a room type; omitted, the service assigns one. */
            room_id?: string;
            rate_plan_id: string;
            /**
             * Format: date
             * @example 2026-12-01
             */
            start_date: string;
            /**
             * Format: date
             * @example 2026-12-01
             */
            end_date: string;
            adults: number;
            /** @description The age of each child (0 to 17), one number per child; children count against the unit's max_children. */
            children?: number[];
            hold_minutes?: number;
            guest?: {
                first_name: string;
                last_name: string;
                /** Format: email */
                email: string;
            };
            guest_id?: string;
            /** @description Always 1; other values give INVALID_BOOKING_QUANTITY. */
            quantity?: number;
        };
        MerchantBooking: {
            unit_id: string;
            room_id?: string;
            rate_plan_id?: string;
            /**
             * Format: date
             * @example 2026-12-01
             */
            start_date: string;
            /**
             * Format: date
             * @example 2026-12-01
             */
            end_date: string;
            adults: number;
            /** @description The age of each child (0 to 17), one number per child; children count against the unit's max_children. */
            children?: number[];
            guest: {
                first_name: string;
                last_name: string;
                /** Format: email */
                email: string;
            };
            /**
             * @default confirmed
             * @enum {string}
             */
            status: "pending" | "confirmed";
            /** @enum {string} */
            hold_origin?: "hotel" | "channel";
            hold_minutes?: number;
            /** @description Set for bookings from an outside channel. */
            channel?: string;
        };
        /** @description The stay as it should become; a field left out stays as booked. */
        ChangeQuoteRequest: {
            unit_id?: string;
            /** @description A specific room of a room type; omitted, the booking's room when it fits. */
            room_id?: string;
            rate_plan_id?: string;
            /**
             * Format: date
             * @example 2026-12-01
             */
            start_date?: string;
            /**
             * Format: date
             * @example 2026-12-01
             */
            end_date?: string;
            adults?: number;
            /** @description The age of each child (0 to 17), one number per child; children count against the unit's max_children. */
            children?: number[];
        };
        BookingChange: {
            change_quote_id: string;
            /**
             * Format: money
             * @description The booking's total after the change: proposed.total_price + change_fee.
             * @example 120.50
             */
            expected_total_price: string;
        };
        MerchantBookingChange: {
            change_quote_id: string;
            /**
             * Format: money
             * @description The booking's total after the change: proposed.total_price, plus change_fee unless it is waived.
             * @example 120.50
             */
            expected_total_price: string;
            /** @default false */
            waive_change_fee: boolean;
        };
        CreateUnit: {
            name: string;
            /** @enum {string} */
            kind: "single" | "whole_house" | "room_type";
            parent_unit_id?: string;
            max_adults: number;
            /** @default 0 */
            max_children: number;
            rooms?: {
                name: string;
            }[];
            /** @default true */
            published: boolean;
            /** @default false */
            blocked_for_sale: boolean;
            availability_window?: {
                /**
                 * Format: date
                 * @example 2026-12-01
                 */
                start_date: string;
                /**
                 * Format: date
                 * @example 2026-12-01
                 */
                end_date: string;
            } | null;
        };
        UpdateUnit: {
            name?: string;
            max_adults?: number;
            max_children?: number;
            /** @description Rooms to add to a room type. */
            rooms?: {
                name: string;
            }[];
            published?: boolean;
            blocked_for_sale?: boolean;
            availability_window?: {
                /**
                 * Format: date
                 * @example 2026-12-01
                 */
                start_date: string;
                /**
                 * Format: date
                 * @example 2026-12-01
                 */
                end_date: string;
            } | null;
        };
        SetHousekeeping: {
            /** @enum {string} */
            status: "clean" | "dirty" | "inspected" | "out_of_service";
            room_id?: string;
        };
        CreateSaleBlock: {
            unit_id: string;
            room_id?: string;
            /**
             * Format: date
             * @example 2026-12-01
             */
            start_date: string;
            /**
             * Format: date
             * @example 2026-12-01
             */
            end_date: string;
        };
        BookingGroupRoom: {
            unit_id: string;
            /** @description A specific room of a room type; omitted, the service assigns one. */
            room_id?: string;
            rate_plan_id: string;
            /**
             * Format: date
             * @example 2026-12-01
             */
            start_date: string;
            /**
             * Format: date
             * @example 2026-12-01
             */
            end_date: string;
            adults: number;
            /** @description The age of each child (0 to 17), one number per child; children count against the unit's max_children. */
            children?: number[];
            /** @description The guest of this room; omitted, the holder is the guest. */
            occupant?: {
                first_name: string;
                last_name: string;
                /** Format: email */
                email: string;
            };
        };
        CreateBookingGroup: {
            /** @description Unique per property. */
            code: string;
            holder: {
                name: string;
                /** Format: email */
                email: string;
            };
            /**
             * @description holder_pays_all: the holder is charged every room; occupants_pay_own: each occupant is charged their own booking; holder_pays_room: the holder is charged the rooms, each occupant their extras.
             * @enum {string}
             */
            billing_rule: "holder_pays_all" | "occupants_pay_own" | "holder_pays_room";
            rooms: components["schemas"]["BookingGroupRoom"][];
        };
        BookingGroupRoomingList: {
            /** @description Members left out keep their occupant. */
            members: {
                booking_id: string;
                occupant: {
                    first_name: string;
                    last_name: string;
                    /** Format: email */
                    email: string;
                };
            }[];
        };
        BookingGroupBilling: {
            /**
             * @description holder_pays_all: the holder is charged every room; occupants_pay_own: each occupant is charged their own booking; holder_pays_room: the holder is charged the rooms, each occupant their extras.
             * @enum {string}
             */
            billing_rule: "holder_pays_all" | "occupants_pay_own" | "holder_pays_room";
            /** @description Extra named accounts that share, in equal parts, whatever the rule charges the holder. Omitted: payers unchanged; []: none. A payer is recognised by email, so its account keeps its id. */
            payers?: {
                name: string;
                /** Format: email */
                email: string;
            }[];
        };
        BookingGroupPaymentRequest: {
            account_id: string;
            /**
             * Format: money
             * @description An amount in the property's currency as a decimal string: at most 10,000,000, at most 2 decimals.
             * @example 120.50
             */
            amount: string;
            /** @description How it was paid, as the hotel names it (card, cash…). */
            method: string;
        };
        BookingGroupRefundRequest: {
            payment_id: string;
            /**
             * Format: money
             * @description At most what is left unrefunded of the payment.
             * @example 120.50
             */
            amount: string;
        };
        InviteStaff: {
            email: string;
            name: string;
            /** @enum {string} */
            role: "owner" | "manager" | "viewer";
        };
        AcceptInvite: {
            invite_token: string;
            password: string;
        };
        UpdateStaff: {
            /** @enum {string} */
            role?: "owner" | "manager" | "viewer";
            name?: string;
        };
        SignIn: {
            email: string;
            password: string;
        };
        ChangePassword: {
            password: string;
            new_password: string;
        };
        CreateTenant: {
            name: string;
            /** @description The hotel's first owner, invited at once: the answer carries their invite_token. */
            owner?: {
                email: string;
                name: string;
            };
        };
        CreateKey: {
            name: string;
            /** @enum {string} */
            environment: "sandbox" | "production";
            scopes: ("properties:read" | "units:read" | "housekeeping:read" | "availability:read" | "rates:read" | "bookings:read" | "bookings:read:all" | "bookings:write" | "bookings:cancel" | "webhooks:read" | "webhooks:write")[];
            property_ids?: string[] | null;
            requests_per_minute?: number | null;
            max_live_holds?: number | null;
            max_bookings_per_24h?: number | null;
            /** @description Empty, or tomorrow or later (UTC). */
            expires_on?: string | null;
            /**
             * @description The version this key's calls answer in without an Api-Version header; default 2026-11-21
             * @example 2026-12-15
             * @enum {string}
             */
            api_version?: "2026-11-21" | "2026-12-15";
        };
        UpdateKey: {
            name?: string;
            scopes?: ("properties:read" | "units:read" | "housekeeping:read" | "availability:read" | "rates:read" | "bookings:read" | "bookings:read:all" | "bookings:write" | "bookings:cancel" | "webhooks:read" | "webhooks:write")[];
            property_ids?: string[] | null;
            requests_per_minute?: number | null;
            max_live_holds?: number | null;
            max_bookings_per_24h?: number | null;
            /** @description Empty, or tomorrow or later (UTC). */
            expires_on?: string | null;
            /**
             * @description The version this key's calls answer in without an Api-Version header; absent, it stays as it is.
             * @example 2026-12-15
             * @enum {string}
             */
            api_version?: "2026-11-21" | "2026-12-15";
        };
        CreateProperty: {
            name: string;
            /** @example EUR */
            currency: string;
            /** @example Europe/Madrid */
            timezone: string;
        };
        UpdateProperty: {
            /** @description Replaces the whole list. */
            taxes?: components["schemas"]["TaxInput"][];
            /** @example 15:00 */
            check_in_time?: string;
        };
        CreateWebhookSubscription: {
            url: string;
            events: string[];
            property_ids?: string[];
            /**
             * @description The version whose shapes the data of its deliveries take; default: the calling key's version, or 2026-11-21 for the hotel's own.
             * @example 2026-12-15
             * @enum {string}
             */
            api_version?: "2026-11-21" | "2026-12-15";
        };
        UpdateWebhookSubscription: {
            url?: string;
            events?: string[];
            property_ids?: string[] | null;
            /**
             * @description The version whose shapes the data of its deliveries take.
             * @example 2026-12-15
             * @enum {string}
             */
            api_version?: "2026-11-21" | "2026-12-15";
        };
        RecoverWebhookDeliveries: {
            /**
             * Format: date-time
             * @description The deliveries created at or after this time that did not end in a 2xx are sent again, oldest first, at most 1,000 per call.
             */
            since: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /**
         * @description What is left of the limit this call counted against (IETF RateLimit draft): `"<policy>";r=<calls left>;t=<seconds until a call frees>`, policy `key`, `merchant` or `ip`.
         * @example "key";r=119;t=60
         */
        RateLimit: string;
        /**
         * @description The limit: `"<policy>";q=<calls>;w=60`, a sliding window of 60 seconds.
         * @example "key";q=120;w=60
         */
        "RateLimit-Policy": string;
        /**
         * @description Seconds to wait before trying again.
         * @example 1
         */
        "Retry-After": number;
        /**
         * @description The answer's strong entity tag. Sent back as If-None-Match, the same read answers 304 with no body while nothing in it changed.
         * @example "hG3kQ9x0LmT2vB7nW4cR1a"
         */
        ETag: string;
        /**
         * @description `true` on the stored answer of an earlier request with the same Idempotency-Key and body (replayed, not run again).
         * @example true
         */
        "Idempotent-Replayed": "true";
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    partnerGetHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
        };
    };
    adminCreateTenant: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTenant"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TenantWithToken"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /** @description Unauthorized: `ADMIN_TOKEN_INVALID`: The operator token is not valid. */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ADMIN_TOKEN_INVALID"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Conflict: `STAFF_EMAIL_TAKEN`: Someone with this email is already on a hotel's staff. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["STAFF_EMAIL_TAKEN"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /** @description Unprocessable: a field error: `errors` names each field refused, and there is no `error_code` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    adminDeactivateTenant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenant_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Tenant"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /** @description Unauthorized: `ADMIN_TOKEN_INVALID`: The operator token is not valid. */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ADMIN_TOKEN_INVALID"];
                };
            };
            /** @description Not found: `TENANT_NOT_FOUND`: Hotel account not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /** @description Unprocessable: a field error: `errors` names each field refused, and there is no `error_code` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    adminActivateTenant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenant_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Tenant"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /** @description Unauthorized: `ADMIN_TOKEN_INVALID`: The operator token is not valid. */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ADMIN_TOKEN_INVALID"];
                };
            };
            /** @description Not found: `TENANT_NOT_FOUND`: Hotel account not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /** @description Unprocessable: a field error: `errors` names each field refused, and there is no `error_code` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantAcceptStaffInvite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AcceptInvite"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["StaffMember"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /** @description Unauthorized: `STAFF_INVITE_INVALID`: The invitation is unknown, used or expired. */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["STAFF_INVITE_INVALID"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /** @description Unprocessable: a field error: `errors` names each field refused, and there is no `error_code` */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantGetSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Session"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /** @description Forbidden: `TENANT_INACTIVE`: The hotel account is deactivated. */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"];
                };
            };
            /** @description Not found: `STAFF_NOT_FOUND`: Staff member not found. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["STAFF_NOT_FOUND"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignIn"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Session"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /** @description Unauthorized: `STAFF_CREDENTIALS_INVALID`: The email or the password is wrong. */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["STAFF_CREDENTIALS_INVALID"];
                };
            };
            /** @description Forbidden: `CSRF_TOKEN_INVALID`: A call made with the session cookie must carry its X-CSRF-Token and come from this site. */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CSRF_TOKEN_INVALID"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /** @description Unprocessable: a field error: `errors` names each field refused, and there is no `error_code` */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldError"];
                };
            };
            /**
             * @description Too many requests, one of:
             *
             *     - `STAFF_SIGN_IN_THROTTLED`: Too many failed sign-ins; retry after the time in Retry-After.
             *     - the request rate limit: no `error_code`; wait for `Retry-After`
             */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["STAFF_SIGN_IN_THROTTLED"] | components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantSignOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `CSRF_TOKEN_INVALID`: A call made with the session cookie must carry its X-CSRF-Token and come from this site.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["CSRF_TOKEN_INVALID"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /** @description Unprocessable: a field error: `errors` names each field refused, and there is no `error_code` */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantChangePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePassword"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["StaffMember"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             *     - `STAFF_CREDENTIALS_INVALID`: The email or the password is wrong.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"] | components["schemas"]["STAFF_CREDENTIALS_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `CSRF_TOKEN_INVALID`: A call made with the session cookie must carry its X-CSRF-Token and come from this site.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["CSRF_TOKEN_INVALID"];
                };
            };
            /** @description Not found: `STAFF_NOT_FOUND`: Staff member not found. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["STAFF_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /** @description Unprocessable: a field error: `errors` names each field refused, and there is no `error_code` */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldError"];
                };
            };
            /**
             * @description Too many requests, one of:
             *
             *     - `STAFF_SIGN_IN_THROTTLED`: Too many failed sign-ins; retry after the time in Retry-After.
             *     - the request rate limit: no `error_code`; wait for `Retry-After`
             */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["STAFF_SIGN_IN_THROTTLED"] | components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantListStaff: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["StaffMember"][];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /** @description Forbidden: `TENANT_INACTIVE`: The hotel account is deactivated. */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /**
             * @description Unprocessable, one of:
             *
             *     - `INVALID_CURSOR`: The pagination cursor is not usable.
             *     - a field error: `errors` names each field refused, and there is no `error_code`
             */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_CURSOR"] | components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantInviteStaff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InviteStaff"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitedStaff"];
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `CSRF_TOKEN_INVALID`: A call made with the session cookie must carry its X-CSRF-Token and come from this site.
             *     - `STAFF_ROLE_INSUFFICIENT`: Your role may not make this call.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["CSRF_TOKEN_INVALID"] | components["schemas"]["STAFF_ROLE_INSUFFICIENT"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Conflict: `STAFF_EMAIL_TAKEN`: Someone with this email is already on a hotel's staff. */
            409: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["STAFF_EMAIL_TAKEN"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /** @description Unprocessable: a field error: `errors` names each field refused, and there is no `error_code` */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantUpdateStaff: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                staff_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateStaff"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["StaffMember"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `CSRF_TOKEN_INVALID`: A call made with the session cookie must carry its X-CSRF-Token and come from this site.
             *     - `STAFF_ROLE_INSUFFICIENT`: Your role may not make this call.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["CSRF_TOKEN_INVALID"] | components["schemas"]["STAFF_ROLE_INSUFFICIENT"];
                };
            };
            /** @description Not found: `STAFF_NOT_FOUND`: Staff member not found. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["STAFF_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /**
             * @description Unprocessable, one of:
             *
             *     - `STAFF_LAST_OWNER`: The hotel's last active owner cannot be demoted or deactivated.
             *     - a field error: `errors` names each field refused, and there is no `error_code`
             */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["STAFF_LAST_OWNER"] | components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantDeactivateStaff: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                staff_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["StaffMember"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `CSRF_TOKEN_INVALID`: A call made with the session cookie must carry its X-CSRF-Token and come from this site.
             *     - `STAFF_ROLE_INSUFFICIENT`: Your role may not make this call.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["CSRF_TOKEN_INVALID"] | components["schemas"]["STAFF_ROLE_INSUFFICIENT"];
                };
            };
            /** @description Not found: `STAFF_NOT_FOUND`: Staff member not found. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["STAFF_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /**
             * @description Unprocessable, one of:
             *
             *     - `STAFF_LAST_OWNER`: The hotel's last active owner cannot be demoted or deactivated.
             *     - a field error: `errors` names each field refused, and there is no `error_code`
             */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["STAFF_LAST_OWNER"] | components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantListAuditEntries: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
                /** @description A staff member's id, or `merchant_token`: only the entries they made. */
                actor?: string;
                /** @description Only the entries of this action (`key.revoke`). */
                action?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AuditEntry"][];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /** @description Forbidden: `TENANT_INACTIVE`: The hotel account is deactivated. */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /**
             * @description Unprocessable, one of:
             *
             *     - `INVALID_CURSOR`: The pagination cursor is not usable.
             *     - a field error: `errors` names each field refused, and there is no `error_code`
             */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_CURSOR"] | components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantRotateToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RotatedMerchantToken"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `CSRF_TOKEN_INVALID`: A call made with the session cookie must carry its X-CSRF-Token and come from this site.
             *     - `STAFF_ROLE_INSUFFICIENT`: Your role may not make this call.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["CSRF_TOKEN_INVALID"] | components["schemas"]["STAFF_ROLE_INSUFFICIENT"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /** @description Unprocessable: a field error: `errors` names each field refused, and there is no `error_code` */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantListKeys: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ApiKey"][];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /** @description Forbidden: `TENANT_INACTIVE`: The hotel account is deactivated. */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /**
             * @description Unprocessable, one of:
             *
             *     - `INVALID_CURSOR`: The pagination cursor is not usable.
             *     - a field error: `errors` names each field refused, and there is no `error_code`
             */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_CURSOR"] | components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantCreateKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateKey"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ApiKey"];
                        /** @description The key text, shown once. */
                        secret: string;
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `CSRF_TOKEN_INVALID`: A call made with the session cookie must carry its X-CSRF-Token and come from this site.
             *     - `STAFF_ROLE_INSUFFICIENT`: Your role may not make this call.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["CSRF_TOKEN_INVALID"] | components["schemas"]["STAFF_ROLE_INSUFFICIENT"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /** @description Unprocessable: a field error: `errors` names each field refused, and there is no `error_code` */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantGetKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ApiKey"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /** @description Forbidden: `TENANT_INACTIVE`: The hotel account is deactivated. */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"];
                };
            };
            /** @description Not found: `KEY_NOT_FOUND`: API key not found. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KEY_NOT_FOUND"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Unprocessable: a field error: `errors` names each field refused, and there is no `error_code` */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantUpdateKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateKey"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ApiKey"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `CSRF_TOKEN_INVALID`: A call made with the session cookie must carry its X-CSRF-Token and come from this site.
             *     - `STAFF_ROLE_INSUFFICIENT`: Your role may not make this call.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["CSRF_TOKEN_INVALID"] | components["schemas"]["STAFF_ROLE_INSUFFICIENT"];
                };
            };
            /** @description Not found: `KEY_NOT_FOUND`: API key not found. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KEY_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Conflict: `KEY_REVOKED`: The API key is revoked for good. */
            409: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KEY_REVOKED"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /** @description Unprocessable: a field error: `errors` names each field refused, and there is no `error_code` */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantPauseKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ApiKey"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `CSRF_TOKEN_INVALID`: A call made with the session cookie must carry its X-CSRF-Token and come from this site.
             *     - `STAFF_ROLE_INSUFFICIENT`: Your role may not make this call.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["CSRF_TOKEN_INVALID"] | components["schemas"]["STAFF_ROLE_INSUFFICIENT"];
                };
            };
            /** @description Not found: `KEY_NOT_FOUND`: API key not found. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KEY_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Conflict: `KEY_REVOKED`: The API key is revoked for good. */
            409: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KEY_REVOKED"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /** @description Unprocessable: a field error: `errors` names each field refused, and there is no `error_code` */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantResumeKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ApiKey"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `CSRF_TOKEN_INVALID`: A call made with the session cookie must carry its X-CSRF-Token and come from this site.
             *     - `STAFF_ROLE_INSUFFICIENT`: Your role may not make this call.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["CSRF_TOKEN_INVALID"] | components["schemas"]["STAFF_ROLE_INSUFFICIENT"];
                };
            };
            /** @description Not found: `KEY_NOT_FOUND`: API key not found. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KEY_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Conflict: `KEY_REVOKED`: The API key is revoked for good. */
            409: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KEY_REVOKED"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /** @description Unprocessable: a field error: `errors` names each field refused, and there is no `error_code` */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantRevokeKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ApiKey"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `CSRF_TOKEN_INVALID`: A call made with the session cookie must carry its X-CSRF-Token and come from this site.
             *     - `STAFF_ROLE_INSUFFICIENT`: Your role may not make this call.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["CSRF_TOKEN_INVALID"] | components["schemas"]["STAFF_ROLE_INSUFFICIENT"];
                };
            };
            /** @description Not found: `KEY_NOT_FOUND`: API key not found. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KEY_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /** @description Unprocessable: a field error: `errors` names each field refused, and there is no `error_code` */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantListKeyRequests: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
                /** @description Only answers of this class. */
                status_class?: "2xx" | "3xx" | "4xx" | "5xx";
            };
            header?: never;
            path: {
                key_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RequestLogEntry"][];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /** @description Forbidden: `TENANT_INACTIVE`: The hotel account is deactivated. */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"];
                };
            };
            /** @description Not found: `KEY_NOT_FOUND`: API key not found. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KEY_NOT_FOUND"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /**
             * @description Unprocessable, one of:
             *
             *     - `INVALID_CURSOR`: The pagination cursor is not usable.
             *     - a field error: `errors` names each field refused, and there is no `error_code`
             */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_CURSOR"] | components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantListProperties: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Property"][];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /** @description Forbidden: `TENANT_INACTIVE`: The hotel account is deactivated. */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantCreateProperty: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateProperty"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Property"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `CSRF_TOKEN_INVALID`: A call made with the session cookie must carry its X-CSRF-Token and come from this site.
             *     - `STAFF_ROLE_INSUFFICIENT`: Your role may not make this call.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["CSRF_TOKEN_INVALID"] | components["schemas"]["STAFF_ROLE_INSUFFICIENT"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /** @description Unprocessable: a field error: `errors` names each field refused, and there is no `error_code` */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantGetProperty: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                property_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Property"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /** @description Forbidden: `TENANT_INACTIVE`: The hotel account is deactivated. */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"];
                };
            };
            /** @description Not found: `PROPERTY_NOT_FOUND`: Property not found. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_FOUND"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Unprocessable: a field error: `errors` names each field refused, and there is no `error_code` */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantUpdateProperty: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                property_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateProperty"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Property"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `CSRF_TOKEN_INVALID`: A call made with the session cookie must carry its X-CSRF-Token and come from this site.
             *     - `STAFF_ROLE_INSUFFICIENT`: Your role may not make this call.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["CSRF_TOKEN_INVALID"] | components["schemas"]["STAFF_ROLE_INSUFFICIENT"];
                };
            };
            /** @description Not found: `PROPERTY_NOT_FOUND`: Property not found. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /** @description Unprocessable: a field error: `errors` names each field refused, and there is no `error_code` */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantListUnits: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                property_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MerchantUnit"][];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /** @description Forbidden: `TENANT_INACTIVE`: The hotel account is deactivated. */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"];
                };
            };
            /** @description Not found: `PROPERTY_NOT_FOUND`: Property not found. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_FOUND"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Unprocessable: a field error: `errors` names each field refused, and there is no `error_code` */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantCreateUnit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                property_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateUnit"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MerchantUnit"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `CSRF_TOKEN_INVALID`: A call made with the session cookie must carry its X-CSRF-Token and come from this site.
             *     - `STAFF_ROLE_INSUFFICIENT`: Your role may not make this call.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["CSRF_TOKEN_INVALID"] | components["schemas"]["STAFF_ROLE_INSUFFICIENT"];
                };
            };
            /** @description Not found: `PROPERTY_NOT_FOUND`: Property not found. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /** @description Unprocessable: a field error: `errors` names each field refused, and there is no `error_code` */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantUpdateUnit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                property_id: string;
                unit_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateUnit"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MerchantUnit"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `CSRF_TOKEN_INVALID`: A call made with the session cookie must carry its X-CSRF-Token and come from this site.
             *     - `STAFF_ROLE_INSUFFICIENT`: Your role may not make this call.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["CSRF_TOKEN_INVALID"] | components["schemas"]["STAFF_ROLE_INSUFFICIENT"];
                };
            };
            /**
             * @description Not found, one of:
             *
             *     - `PROPERTY_NOT_FOUND`: Property not found.
             *     - `UNIT_NOT_FOUND`: Unit not found.
             */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_FOUND"] | components["schemas"]["UNIT_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /** @description Unprocessable: a field error: `errors` names each field refused, and there is no `error_code` */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantSetUnitHousekeeping: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                property_id: string;
                unit_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetHousekeeping"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Housekeeping"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `CSRF_TOKEN_INVALID`: A call made with the session cookie must carry its X-CSRF-Token and come from this site.
             *     - `STAFF_ROLE_INSUFFICIENT`: Your role may not make this call.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["CSRF_TOKEN_INVALID"] | components["schemas"]["STAFF_ROLE_INSUFFICIENT"];
                };
            };
            /**
             * @description Not found, one of:
             *
             *     - `PROPERTY_NOT_FOUND`: Property not found.
             *     - `UNIT_NOT_FOUND`: Unit not found.
             *     - `ROOM_NOT_FOUND`: Room not found.
             */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_FOUND"] | components["schemas"]["UNIT_NOT_FOUND"] | components["schemas"]["ROOM_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /** @description Unprocessable: a field error: `errors` names each field refused, and there is no `error_code` */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantListHousekeeping: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                property_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Housekeeping"][];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /** @description Forbidden: `TENANT_INACTIVE`: The hotel account is deactivated. */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"];
                };
            };
            /** @description Not found: `PROPERTY_NOT_FOUND`: Property not found. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_FOUND"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Unprocessable: a field error: `errors` names each field refused, and there is no `error_code` */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantListSaleBlocks: {
        parameters: {
            query?: {
                /** @description Blocks that end after this date. */
                from?: string;
                /** @description Blocks that start before this date. */
                to?: string;
            };
            header?: never;
            path: {
                property_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SaleBlock"][];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /** @description Forbidden: `TENANT_INACTIVE`: The hotel account is deactivated. */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"];
                };
            };
            /** @description Not found: `PROPERTY_NOT_FOUND`: Property not found. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_FOUND"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Unprocessable: a field error: `errors` names each field refused, and there is no `error_code` */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantCreateSaleBlock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                property_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSaleBlock"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SaleBlock"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `CSRF_TOKEN_INVALID`: A call made with the session cookie must carry its X-CSRF-Token and come from this site.
             *     - `STAFF_ROLE_INSUFFICIENT`: Your role may not make this call.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["CSRF_TOKEN_INVALID"] | components["schemas"]["STAFF_ROLE_INSUFFICIENT"];
                };
            };
            /**
             * @description Not found, one of:
             *
             *     - `PROPERTY_NOT_FOUND`: Property not found.
             *     - `UNIT_NOT_FOUND`: Unit not found.
             *     - `ROOM_NOT_FOUND`: Room not found.
             */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_FOUND"] | components["schemas"]["UNIT_NOT_FOUND"] | components["schemas"]["ROOM_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /** @description Unprocessable: a field error: `errors` names each field refused, and there is no `error_code` */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantDeleteSaleBlock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                property_id: string;
                block_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `CSRF_TOKEN_INVALID`: A call made with the session cookie must carry its X-CSRF-Token and come from this site.
             *     - `STAFF_ROLE_INSUFFICIENT`: Your role may not make this call.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["CSRF_TOKEN_INVALID"] | components["schemas"]["STAFF_ROLE_INSUFFICIENT"];
                };
            };
            /**
             * @description Not found, one of:
             *
             *     - `PROPERTY_NOT_FOUND`: Property not found.
             *     - `SALE_BLOCK_NOT_FOUND`: Sale block not found.
             */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_FOUND"] | components["schemas"]["SALE_BLOCK_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /** @description Unprocessable: a field error: `errors` names each field refused, and there is no `error_code` */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantListRatePlans: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                property_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RatePlan"][];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /** @description Forbidden: `TENANT_INACTIVE`: The hotel account is deactivated. */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"];
                };
            };
            /** @description Not found: `PROPERTY_NOT_FOUND`: Property not found. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_FOUND"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Unprocessable: a field error: `errors` names each field refused, and there is no `error_code` */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantCreateRatePlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                property_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateRatePlan"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RatePlan"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `CSRF_TOKEN_INVALID`: A call made with the session cookie must carry its X-CSRF-Token and come from this site.
             *     - `STAFF_ROLE_INSUFFICIENT`: Your role may not make this call.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["CSRF_TOKEN_INVALID"] | components["schemas"]["STAFF_ROLE_INSUFFICIENT"];
                };
            };
            /** @description Not found: `PROPERTY_NOT_FOUND`: Property not found. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /** @description Unprocessable: a field error: `errors` names each field refused, and there is no `error_code` */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantUpdateRatePlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                property_id: string;
                rate_plan_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateRatePlan"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RatePlan"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `CSRF_TOKEN_INVALID`: A call made with the session cookie must carry its X-CSRF-Token and come from this site.
             *     - `STAFF_ROLE_INSUFFICIENT`: Your role may not make this call.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["CSRF_TOKEN_INVALID"] | components["schemas"]["STAFF_ROLE_INSUFFICIENT"];
                };
            };
            /**
             * @description Not found, one of:
             *
             *     - `PROPERTY_NOT_FOUND`: Property not found.
             *     - `RATE_PLAN_NOT_FOUND`: Rate plan not found.
             */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_FOUND"] | components["schemas"]["RATE_PLAN_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /** @description Unprocessable: a field error: `errors` names each field refused, and there is no `error_code` */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantGetRatePlanRestrictions: {
        parameters: {
            query: {
                from: string;
                to: string;
            };
            header?: never;
            path: {
                property_id: string;
                rate_plan_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RestrictionDay"][];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /** @description Forbidden: `TENANT_INACTIVE`: The hotel account is deactivated. */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"];
                };
            };
            /**
             * @description Not found, one of:
             *
             *     - `PROPERTY_NOT_FOUND`: Property not found.
             *     - `RATE_PLAN_NOT_FOUND`: Rate plan not found.
             */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_FOUND"] | components["schemas"]["RATE_PLAN_NOT_FOUND"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Unprocessable: a field error: `errors` names each field refused, and there is no `error_code` */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantSetRatePlanRestrictions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                property_id: string;
                rate_plan_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetRestrictions"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RestrictionDay"][];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `CSRF_TOKEN_INVALID`: A call made with the session cookie must carry its X-CSRF-Token and come from this site.
             *     - `STAFF_ROLE_INSUFFICIENT`: Your role may not make this call.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["CSRF_TOKEN_INVALID"] | components["schemas"]["STAFF_ROLE_INSUFFICIENT"];
                };
            };
            /**
             * @description Not found, one of:
             *
             *     - `PROPERTY_NOT_FOUND`: Property not found.
             *     - `RATE_PLAN_NOT_FOUND`: Rate plan not found.
             */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_FOUND"] | components["schemas"]["RATE_PLAN_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /** @description Unprocessable: a field error: `errors` names each field refused, and there is no `error_code` */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantCreateGuest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional: any unique text (a UUID) per attempt. Sent again with the same body, the call is not made twice: its stored answer is replayed (Idempotent-Replayed: true). Kept 48 hours. */
                "idempotency-key"?: string;
            };
            path: {
                property_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    first_name: string;
                    last_name: string;
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Guest"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `CSRF_TOKEN_INVALID`: A call made with the session cookie must carry its X-CSRF-Token and come from this site.
             *     - `STAFF_ROLE_INSUFFICIENT`: Your role may not make this call.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["CSRF_TOKEN_INVALID"] | components["schemas"]["STAFF_ROLE_INSUFFICIENT"];
                };
            };
            /** @description Not found: `PROPERTY_NOT_FOUND`: Property not found. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /**
             * @description Conflict, one of:
             *
             *     - `IDEMPOTENCY_KEY_REUSED`: This Idempotency-Key was already used with a different body.
             *     - `IDEMPOTENCY_IN_FLIGHT`: A request with this Idempotency-Key has not finished yet.
             */
            409: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IDEMPOTENCY_KEY_REUSED"] | components["schemas"]["IDEMPOTENCY_IN_FLIGHT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /** @description Unprocessable: a field error: `errors` names each field refused, and there is no `error_code` */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantListBookings: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
                /** @description Stays that end after this date (with `to`: meeting [from, to)). */
                from?: string;
                /** @description Stays that start before this date. */
                to?: string;
                status?: "pending" | "confirmed" | "cancelled" | "checked_in" | "checked_out";
                /** @description Part of the guest's first name, last name or both, any case. */
                guest?: string;
                /** @description Only bookings changed at or after this time, oldest change first; next_cursor is always set, and followed later it reads the changes made since. A booking that changes again comes again. */
                updated_since?: string;
            };
            header?: never;
            path: {
                property_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Booking"][];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /** @description Forbidden: `TENANT_INACTIVE`: The hotel account is deactivated. */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"];
                };
            };
            /** @description Not found: `PROPERTY_NOT_FOUND`: Property not found. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_FOUND"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /**
             * @description Unprocessable, one of:
             *
             *     - `INVALID_CURSOR`: The pagination cursor is not usable.
             *     - a field error: `errors` names each field refused, and there is no `error_code`
             */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_CURSOR"] | components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantCreateBooking: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional: any unique text (a UUID) per attempt. Sent again with the same body, the call is not made twice: its stored answer is replayed (Idempotent-Replayed: true). Kept 48 hours. */
                "idempotency-key"?: string;
            };
            path: {
                property_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MerchantBooking"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Booking"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `CSRF_TOKEN_INVALID`: A call made with the session cookie must carry its X-CSRF-Token and come from this site.
             *     - `STAFF_ROLE_INSUFFICIENT`: Your role may not make this call.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["CSRF_TOKEN_INVALID"] | components["schemas"]["STAFF_ROLE_INSUFFICIENT"];
                };
            };
            /**
             * @description Not found, one of:
             *
             *     - `PROPERTY_NOT_FOUND`: Property not found.
             *     - `UNIT_NOT_FOUND`: Unit not found.
             *     - `RATE_PLAN_NOT_FOUND`: Rate plan not found.
             */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_FOUND"] | components["schemas"]["UNIT_NOT_FOUND"] | components["schemas"]["RATE_PLAN_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /**
             * @description Conflict, one of:
             *
             *     - `UNIT_NOT_AVAILABLE`: No free capacity for these dates; query availability again.
             *     - `IDEMPOTENCY_KEY_REUSED`: This Idempotency-Key was already used with a different body.
             *     - `IDEMPOTENCY_IN_FLIGHT`: A request with this Idempotency-Key has not finished yet.
             */
            409: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNIT_NOT_AVAILABLE"] | components["schemas"]["IDEMPOTENCY_KEY_REUSED"] | components["schemas"]["IDEMPOTENCY_IN_FLIGHT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /**
             * @description Unprocessable, one of:
             *
             *     - `OCCUPANCY_OUT_OF_BOUNDS`: Occupancy exceeds the unit's capacity.
             *     - `RATE_PLAN_MIN_STAY`: The stay is shorter than the rate plan's minimum.
             *     - `RATE_PLAN_MAX_STAY`: The stay is longer than the rate plan's maximum.
             *     - `RATE_PLAN_CLOSED_TO_ARRIVAL`: The rate plan takes no arrival on this date.
             *     - `RATE_PLAN_CLOSED_TO_DEPARTURE`: The rate plan takes no departure on this date.
             *     - `RATE_PLAN_STOP_SELL`: The rate plan does not sell some nights of the stay.
             *     - `RATE_PLAN_ADVANCE_OUT_OF_BOUNDS`: The stay is booked too early or too late before its arrival for this rate plan.
             *     - `RATE_PLAN_OCCUPANCY_NOT_CONFIGURED`: The rate plan has no price for this occupancy.
             *     - `RATE_PLAN_UNIT_NOT_LINKED`: The rate plan is not linked to this unit.
             *     - `RATE_PLAN_INACTIVE`: The rate plan is switched off.
             *     - `RATE_PLAN_PARENT_INACTIVE`: The parent rate plan is switched off.
             *     - `RATE_PLAN_NOT_USABLE`: The rate plan cannot be used for this stay.
             *     - `INVENTORY_SLOT_UNAVAILABLE`: The requested room is taken; choose another or let the service assign one.
             *     - a field error: `errors` names each field refused, and there is no `error_code`
             */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OCCUPANCY_OUT_OF_BOUNDS"] | components["schemas"]["RATE_PLAN_MIN_STAY"] | components["schemas"]["RATE_PLAN_MAX_STAY"] | components["schemas"]["RATE_PLAN_CLOSED_TO_ARRIVAL"] | components["schemas"]["RATE_PLAN_CLOSED_TO_DEPARTURE"] | components["schemas"]["RATE_PLAN_STOP_SELL"] | components["schemas"]["RATE_PLAN_ADVANCE_OUT_OF_BOUNDS"] | components["schemas"]["RATE_PLAN_OCCUPANCY_NOT_CONFIGURED"] | components["schemas"]["RATE_PLAN_UNIT_NOT_LINKED"] | components["schemas"]["RATE_PLAN_INACTIVE"] | components["schemas"]["RATE_PLAN_PARENT_INACTIVE"] | components["schemas"]["RATE_PLAN_NOT_USABLE"] | components["schemas"]["INVENTORY_SLOT_UNAVAILABLE"] | components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantGetBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                property_id: string;
                booking_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Booking"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /** @description Forbidden: `TENANT_INACTIVE`: The hotel account is deactivated. */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"];
                };
            };
            /** @description Not found: `BOOKING_NOT_FOUND`: Booking not found. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BOOKING_NOT_FOUND"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Unprocessable: a field error: `errors` names each field refused, and there is no `error_code` */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantCheckInBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                property_id: string;
                booking_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Booking"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `CSRF_TOKEN_INVALID`: A call made with the session cookie must carry its X-CSRF-Token and come from this site.
             *     - `STAFF_ROLE_INSUFFICIENT`: Your role may not make this call.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["CSRF_TOKEN_INVALID"] | components["schemas"]["STAFF_ROLE_INSUFFICIENT"];
                };
            };
            /** @description Not found: `BOOKING_NOT_FOUND`: Booking not found. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BOOKING_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /** @description Unprocessable: a field error: `errors` names each field refused, and there is no `error_code` */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantCheckOutBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                property_id: string;
                booking_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Booking"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `CSRF_TOKEN_INVALID`: A call made with the session cookie must carry its X-CSRF-Token and come from this site.
             *     - `STAFF_ROLE_INSUFFICIENT`: Your role may not make this call.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["CSRF_TOKEN_INVALID"] | components["schemas"]["STAFF_ROLE_INSUFFICIENT"];
                };
            };
            /** @description Not found: `BOOKING_NOT_FOUND`: Booking not found. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BOOKING_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /** @description Unprocessable: a field error: `errors` names each field refused, and there is no `error_code` */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantCancelBooking: {
        parameters: {
            query?: never;
            header?: {
                /** @description The booking's ETag as GET answered it ("<version>"): the change is made only at that version, else 412 PRECONDITION_FAILED. */
                "if-match"?: string;
            };
            path: {
                property_id: string;
                booking_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Booking"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `CSRF_TOKEN_INVALID`: A call made with the session cookie must carry its X-CSRF-Token and come from this site.
             *     - `STAFF_ROLE_INSUFFICIENT`: Your role may not make this call.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["CSRF_TOKEN_INVALID"] | components["schemas"]["STAFF_ROLE_INSUFFICIENT"];
                };
            };
            /** @description Not found: `BOOKING_NOT_FOUND`: Booking not found. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BOOKING_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Refused: `PRECONDITION_FAILED`: The booking changed since the version in If-Match; read it again. */
            412: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PRECONDITION_FAILED"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /**
             * @description Unprocessable, one of:
             *
             *     - `BOOKING_NOT_CANCELLABLE`: The stay has already started or ended.
             *     - a field error: `errors` names each field refused, and there is no `error_code`
             */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BOOKING_NOT_CANCELLABLE"] | components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantGetStats: {
        parameters: {
            query: {
                from: string;
                to: string;
            };
            header?: never;
            path: {
                property_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BookingStats"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /** @description Forbidden: `TENANT_INACTIVE`: The hotel account is deactivated. */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"];
                };
            };
            /** @description Not found: `PROPERTY_NOT_FOUND`: Property not found. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_FOUND"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Unprocessable: a field error: `errors` names each field refused, and there is no `error_code` */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantPreviewKeyVoid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date
                     * @example 2026-12-01
                     */
                    since: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VoidSummary"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `CSRF_TOKEN_INVALID`: A call made with the session cookie must carry its X-CSRF-Token and come from this site.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["CSRF_TOKEN_INVALID"];
                };
            };
            /** @description Not found: `KEY_NOT_FOUND`: API key not found. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KEY_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /** @description Unprocessable: a field error: `errors` names each field refused, and there is no `error_code` */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantRevokeAndVoidKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date
                     * @example 2026-12-01
                     */
                    since: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VoidSummary"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `CSRF_TOKEN_INVALID`: A call made with the session cookie must carry its X-CSRF-Token and come from this site.
             *     - `STAFF_ROLE_INSUFFICIENT`: Your role may not make this call.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["CSRF_TOKEN_INVALID"] | components["schemas"]["STAFF_ROLE_INSUFFICIENT"];
                };
            };
            /** @description Not found: `KEY_NOT_FOUND`: API key not found. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KEY_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /** @description Unprocessable: a field error: `errors` names each field refused, and there is no `error_code` */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantListBookingGroups: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                property_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BookingGroup"][];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /** @description Forbidden: `TENANT_INACTIVE`: The hotel account is deactivated. */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"];
                };
            };
            /** @description Not found: `PROPERTY_NOT_FOUND`: Property not found. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_FOUND"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /**
             * @description Unprocessable, one of:
             *
             *     - `INVALID_CURSOR`: The pagination cursor is not usable.
             *     - a field error: `errors` names each field refused, and there is no `error_code`
             */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_CURSOR"] | components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantCreateBookingGroup: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional: any unique text (a UUID) per attempt. Sent again with the same body, the call is not made twice: its stored answer is replayed (Idempotent-Replayed: true). Kept 48 hours. */
                "idempotency-key"?: string;
            };
            path: {
                property_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateBookingGroup"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BookingGroup"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `CSRF_TOKEN_INVALID`: A call made with the session cookie must carry its X-CSRF-Token and come from this site.
             *     - `STAFF_ROLE_INSUFFICIENT`: Your role may not make this call.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["CSRF_TOKEN_INVALID"] | components["schemas"]["STAFF_ROLE_INSUFFICIENT"];
                };
            };
            /**
             * @description Not found, one of:
             *
             *     - `PROPERTY_NOT_FOUND`: Property not found.
             *     - `UNIT_NOT_FOUND`: Unit not found.
             *     - `RATE_PLAN_NOT_FOUND`: Rate plan not found.
             */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_FOUND"] | components["schemas"]["UNIT_NOT_FOUND"] | components["schemas"]["RATE_PLAN_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /**
             * @description Conflict, one of:
             *
             *     - `GROUP_CODE_TAKEN`: A booking group with this code already exists.
             *     - `UNIT_NOT_AVAILABLE`: No free capacity for these dates; query availability again.
             *     - `IDEMPOTENCY_KEY_REUSED`: This Idempotency-Key was already used with a different body.
             *     - `IDEMPOTENCY_IN_FLIGHT`: A request with this Idempotency-Key has not finished yet.
             */
            409: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GROUP_CODE_TAKEN"] | components["schemas"]["UNIT_NOT_AVAILABLE"] | components["schemas"]["IDEMPOTENCY_KEY_REUSED"] | components["schemas"]["IDEMPOTENCY_IN_FLIGHT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /**
             * @description Unprocessable, one of:
             *
             *     - `OCCUPANCY_OUT_OF_BOUNDS`: Occupancy exceeds the unit's capacity.
             *     - `RATE_PLAN_MIN_STAY`: The stay is shorter than the rate plan's minimum.
             *     - `RATE_PLAN_MAX_STAY`: The stay is longer than the rate plan's maximum.
             *     - `RATE_PLAN_CLOSED_TO_ARRIVAL`: The rate plan takes no arrival on this date.
             *     - `RATE_PLAN_CLOSED_TO_DEPARTURE`: The rate plan takes no departure on this date.
             *     - `RATE_PLAN_STOP_SELL`: The rate plan does not sell some nights of the stay.
             *     - `RATE_PLAN_ADVANCE_OUT_OF_BOUNDS`: The stay is booked too early or too late before its arrival for this rate plan.
             *     - `RATE_PLAN_OCCUPANCY_NOT_CONFIGURED`: The rate plan has no price for this occupancy.
             *     - `RATE_PLAN_UNIT_NOT_LINKED`: The rate plan is not linked to this unit.
             *     - `RATE_PLAN_INACTIVE`: The rate plan is switched off.
             *     - `RATE_PLAN_PARENT_INACTIVE`: The parent rate plan is switched off.
             *     - `RATE_PLAN_NOT_USABLE`: The rate plan cannot be used for this stay.
             *     - `INVENTORY_SLOT_UNAVAILABLE`: The requested room is taken; choose another or let the service assign one.
             *     - `INSUFFICIENT_CAPACITY`: The request exceeds what is free.
             *     - a field error: `errors` names each field refused, and there is no `error_code`
             */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OCCUPANCY_OUT_OF_BOUNDS"] | components["schemas"]["RATE_PLAN_MIN_STAY"] | components["schemas"]["RATE_PLAN_MAX_STAY"] | components["schemas"]["RATE_PLAN_CLOSED_TO_ARRIVAL"] | components["schemas"]["RATE_PLAN_CLOSED_TO_DEPARTURE"] | components["schemas"]["RATE_PLAN_STOP_SELL"] | components["schemas"]["RATE_PLAN_ADVANCE_OUT_OF_BOUNDS"] | components["schemas"]["RATE_PLAN_OCCUPANCY_NOT_CONFIGURED"] | components["schemas"]["RATE_PLAN_UNIT_NOT_LINKED"] | components["schemas"]["RATE_PLAN_INACTIVE"] | components["schemas"]["RATE_PLAN_PARENT_INACTIVE"] | components["schemas"]["RATE_PLAN_NOT_USABLE"] | components["schemas"]["INVENTORY_SLOT_UNAVAILABLE"] | components["schemas"]["INSUFFICIENT_CAPACITY"] | components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantGetBookingGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                property_id: string;
                group_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BookingGroup"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /** @description Forbidden: `TENANT_INACTIVE`: The hotel account is deactivated. */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"];
                };
            };
            /** @description Not found: `GROUP_NOT_FOUND`: Booking group not found. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GROUP_NOT_FOUND"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Unprocessable: a field error: `errors` names each field refused, and there is no `error_code` */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantAddBookingGroupMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional: any unique text (a UUID) per attempt. Sent again with the same body, the call is not made twice: its stored answer is replayed (Idempotent-Replayed: true). Kept 48 hours. */
                "idempotency-key"?: string;
            };
            path: {
                property_id: string;
                group_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingGroupRoom"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BookingGroup"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `CSRF_TOKEN_INVALID`: A call made with the session cookie must carry its X-CSRF-Token and come from this site.
             *     - `STAFF_ROLE_INSUFFICIENT`: Your role may not make this call.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["CSRF_TOKEN_INVALID"] | components["schemas"]["STAFF_ROLE_INSUFFICIENT"];
                };
            };
            /**
             * @description Not found, one of:
             *
             *     - `GROUP_NOT_FOUND`: Booking group not found.
             *     - `UNIT_NOT_FOUND`: Unit not found.
             *     - `RATE_PLAN_NOT_FOUND`: Rate plan not found.
             */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GROUP_NOT_FOUND"] | components["schemas"]["UNIT_NOT_FOUND"] | components["schemas"]["RATE_PLAN_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /**
             * @description Conflict, one of:
             *
             *     - `UNIT_NOT_AVAILABLE`: No free capacity for these dates; query availability again.
             *     - `IDEMPOTENCY_KEY_REUSED`: This Idempotency-Key was already used with a different body.
             *     - `IDEMPOTENCY_IN_FLIGHT`: A request with this Idempotency-Key has not finished yet.
             */
            409: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNIT_NOT_AVAILABLE"] | components["schemas"]["IDEMPOTENCY_KEY_REUSED"] | components["schemas"]["IDEMPOTENCY_IN_FLIGHT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /**
             * @description Unprocessable, one of:
             *
             *     - `OCCUPANCY_OUT_OF_BOUNDS`: Occupancy exceeds the unit's capacity.
             *     - `RATE_PLAN_MIN_STAY`: The stay is shorter than the rate plan's minimum.
             *     - `RATE_PLAN_MAX_STAY`: The stay is longer than the rate plan's maximum.
             *     - `RATE_PLAN_CLOSED_TO_ARRIVAL`: The rate plan takes no arrival on this date.
             *     - `RATE_PLAN_CLOSED_TO_DEPARTURE`: The rate plan takes no departure on this date.
             *     - `RATE_PLAN_STOP_SELL`: The rate plan does not sell some nights of the stay.
             *     - `RATE_PLAN_ADVANCE_OUT_OF_BOUNDS`: The stay is booked too early or too late before its arrival for this rate plan.
             *     - `RATE_PLAN_OCCUPANCY_NOT_CONFIGURED`: The rate plan has no price for this occupancy.
             *     - `RATE_PLAN_UNIT_NOT_LINKED`: The rate plan is not linked to this unit.
             *     - `RATE_PLAN_INACTIVE`: The rate plan is switched off.
             *     - `RATE_PLAN_PARENT_INACTIVE`: The parent rate plan is switched off.
             *     - `RATE_PLAN_NOT_USABLE`: The rate plan cannot be used for this stay.
             *     - `INVENTORY_SLOT_UNAVAILABLE`: The requested room is taken; choose another or let the service assign one.
             *     - a field error: `errors` names each field refused, and there is no `error_code`
             */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OCCUPANCY_OUT_OF_BOUNDS"] | components["schemas"]["RATE_PLAN_MIN_STAY"] | components["schemas"]["RATE_PLAN_MAX_STAY"] | components["schemas"]["RATE_PLAN_CLOSED_TO_ARRIVAL"] | components["schemas"]["RATE_PLAN_CLOSED_TO_DEPARTURE"] | components["schemas"]["RATE_PLAN_STOP_SELL"] | components["schemas"]["RATE_PLAN_ADVANCE_OUT_OF_BOUNDS"] | components["schemas"]["RATE_PLAN_OCCUPANCY_NOT_CONFIGURED"] | components["schemas"]["RATE_PLAN_UNIT_NOT_LINKED"] | components["schemas"]["RATE_PLAN_INACTIVE"] | components["schemas"]["RATE_PLAN_PARENT_INACTIVE"] | components["schemas"]["RATE_PLAN_NOT_USABLE"] | components["schemas"]["INVENTORY_SLOT_UNAVAILABLE"] | components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantRemoveBookingGroupMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                property_id: string;
                group_id: string;
                booking_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BookingGroup"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `CSRF_TOKEN_INVALID`: A call made with the session cookie must carry its X-CSRF-Token and come from this site.
             *     - `STAFF_ROLE_INSUFFICIENT`: Your role may not make this call.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["CSRF_TOKEN_INVALID"] | components["schemas"]["STAFF_ROLE_INSUFFICIENT"];
                };
            };
            /**
             * @description Not found, one of:
             *
             *     - `GROUP_NOT_FOUND`: Booking group not found.
             *     - `BOOKING_NOT_FOUND`: Booking not found.
             */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GROUP_NOT_FOUND"] | components["schemas"]["BOOKING_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /**
             * @description Unprocessable, one of:
             *
             *     - `BOOKING_NOT_CANCELLABLE`: The stay has already started or ended.
             *     - a field error: `errors` names each field refused, and there is no `error_code`
             */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BOOKING_NOT_CANCELLABLE"] | components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantSetBookingGroupRoomingList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                property_id: string;
                group_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingGroupRoomingList"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BookingGroup"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `CSRF_TOKEN_INVALID`: A call made with the session cookie must carry its X-CSRF-Token and come from this site.
             *     - `STAFF_ROLE_INSUFFICIENT`: Your role may not make this call.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["CSRF_TOKEN_INVALID"] | components["schemas"]["STAFF_ROLE_INSUFFICIENT"];
                };
            };
            /** @description Not found: `GROUP_NOT_FOUND`: Booking group not found. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GROUP_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /** @description Unprocessable: a field error: `errors` names each field refused, and there is no `error_code` */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantSetBookingGroupBilling: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                property_id: string;
                group_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingGroupBilling"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BookingGroup"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `CSRF_TOKEN_INVALID`: A call made with the session cookie must carry its X-CSRF-Token and come from this site.
             *     - `STAFF_ROLE_INSUFFICIENT`: Your role may not make this call.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["CSRF_TOKEN_INVALID"] | components["schemas"]["STAFF_ROLE_INSUFFICIENT"];
                };
            };
            /** @description Not found: `GROUP_NOT_FOUND`: Booking group not found. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GROUP_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /** @description Unprocessable: a field error: `errors` names each field refused, and there is no `error_code` */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantConfirmBookingGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                property_id: string;
                group_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BookingGroup"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `CSRF_TOKEN_INVALID`: A call made with the session cookie must carry its X-CSRF-Token and come from this site.
             *     - `STAFF_ROLE_INSUFFICIENT`: Your role may not make this call.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["CSRF_TOKEN_INVALID"] | components["schemas"]["STAFF_ROLE_INSUFFICIENT"];
                };
            };
            /** @description Not found: `GROUP_NOT_FOUND`: Booking group not found. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GROUP_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /** @description Unprocessable: a field error: `errors` names each field refused, and there is no `error_code` */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantCancelBookingGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                property_id: string;
                group_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BookingGroup"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `CSRF_TOKEN_INVALID`: A call made with the session cookie must carry its X-CSRF-Token and come from this site.
             *     - `STAFF_ROLE_INSUFFICIENT`: Your role may not make this call.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["CSRF_TOKEN_INVALID"] | components["schemas"]["STAFF_ROLE_INSUFFICIENT"];
                };
            };
            /** @description Not found: `GROUP_NOT_FOUND`: Booking group not found. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GROUP_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /** @description Unprocessable: a field error: `errors` names each field refused, and there is no `error_code` */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantRecordBookingGroupPayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional: any unique text (a UUID) per attempt. Sent again with the same body, the call is not made twice: its stored answer is replayed (Idempotent-Replayed: true). Kept 48 hours. */
                "idempotency-key"?: string;
            };
            path: {
                property_id: string;
                group_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingGroupPaymentRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BookingGroupPayment"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `CSRF_TOKEN_INVALID`: A call made with the session cookie must carry its X-CSRF-Token and come from this site.
             *     - `STAFF_ROLE_INSUFFICIENT`: Your role may not make this call.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["CSRF_TOKEN_INVALID"] | components["schemas"]["STAFF_ROLE_INSUFFICIENT"];
                };
            };
            /** @description Not found: `GROUP_NOT_FOUND`: Booking group not found. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GROUP_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /**
             * @description Conflict, one of:
             *
             *     - `IDEMPOTENCY_KEY_REUSED`: This Idempotency-Key was already used with a different body.
             *     - `IDEMPOTENCY_IN_FLIGHT`: A request with this Idempotency-Key has not finished yet.
             */
            409: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IDEMPOTENCY_KEY_REUSED"] | components["schemas"]["IDEMPOTENCY_IN_FLIGHT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /** @description Unprocessable: a field error: `errors` names each field refused, and there is no `error_code` */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantRecordBookingGroupRefund: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional: any unique text (a UUID) per attempt. Sent again with the same body, the call is not made twice: its stored answer is replayed (Idempotent-Replayed: true). Kept 48 hours. */
                "idempotency-key"?: string;
            };
            path: {
                property_id: string;
                group_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingGroupRefundRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BookingGroupRefund"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `CSRF_TOKEN_INVALID`: A call made with the session cookie must carry its X-CSRF-Token and come from this site.
             *     - `STAFF_ROLE_INSUFFICIENT`: Your role may not make this call.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["CSRF_TOKEN_INVALID"] | components["schemas"]["STAFF_ROLE_INSUFFICIENT"];
                };
            };
            /** @description Not found: `GROUP_NOT_FOUND`: Booking group not found. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GROUP_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /**
             * @description Conflict, one of:
             *
             *     - `IDEMPOTENCY_KEY_REUSED`: This Idempotency-Key was already used with a different body.
             *     - `IDEMPOTENCY_IN_FLIGHT`: A request with this Idempotency-Key has not finished yet.
             */
            409: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IDEMPOTENCY_KEY_REUSED"] | components["schemas"]["IDEMPOTENCY_IN_FLIGHT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /** @description Unprocessable: a field error: `errors` names each field refused, and there is no `error_code` */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    partnerListProperties: {
        parameters: {
            query?: never;
            header?: {
                /** @description Narrows the answer to this property; not required, even for a key of several properties. A property the key does not cover: 404 PROPERTY_NOT_FOUND. */
                "x-property"?: string;
                /** @description The ETag of the answer you hold (or a list of them, or `*`): while it is current the read answers 304 with the same ETag and no body. A 304 counts against the request limit like any call. Past 1024 characters it is not read. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "prop_4fJx0Qm2Yc7LwV9eT1bK",
                     *           "name": "Seaside",
                     *           "currency": "EUR",
                     *           "timezone": "Europe/Madrid",
                     *           "api_rate_plans_configured": true,
                     *           "taxes": [
                     *             {
                     *               "name": "City tax",
                     *               "kind": "per_person_night",
                     *               "amount": 2,
                     *               "included": false
                     *             }
                     *           ],
                     *           "check_in_time": "15:00",
                     *           "created_at": "2026-11-02T09:00:00.000Z"
                     *         }
                     *       ],
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Property"][];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Not modified: the If-None-Match sent names the current ETag; no body */
            304: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `APIKEY_MISSING`: No API key was sent.
             *     - `APIKEY_INVALID`: The API key is not valid.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["APIKEY_MISSING"] | components["schemas"]["APIKEY_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `APIKEY_SCOPE_MISSING`: The API key lacks a required scope.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["APIKEY_SCOPE_MISSING"];
                };
            };
            /** @description Not found: `PROPERTY_NOT_FOUND`: Property not found. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_FOUND"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    partnerListUnits: {
        parameters: {
            query?: never;
            header?: {
                /** @description The property the call is for. Required when the key covers several properties (without it: 422 PROPERTY_NOT_IDENTIFIED); a key of one property may leave it out. A property the key does not cover: 404 PROPERTY_NOT_FOUND. Empty counts as absent. */
                "x-property"?: string;
                /** @description The ETag of the answer you hold (or a list of them, or `*`): while it is current the read answers 304 with the same ETag and no body. A 304 counts against the request limit like any call. Past 1024 characters it is not read. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Unit"][];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Not modified: the If-None-Match sent names the current ETag; no body */
            304: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `APIKEY_MISSING`: No API key was sent.
             *     - `APIKEY_INVALID`: The API key is not valid.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["APIKEY_MISSING"] | components["schemas"]["APIKEY_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `APIKEY_SCOPE_MISSING`: The API key lacks a required scope.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["APIKEY_SCOPE_MISSING"];
                };
            };
            /** @description Not found: `PROPERTY_NOT_FOUND`: Property not found. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_FOUND"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Unprocessable: `PROPERTY_NOT_IDENTIFIED`: This key covers several properties: send the X-Property header. */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_IDENTIFIED"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    partnerGetUnit: {
        parameters: {
            query?: never;
            header?: {
                /** @description The property the call is for. Required when the key covers several properties (without it: 422 PROPERTY_NOT_IDENTIFIED); a key of one property may leave it out. A property the key does not cover: 404 PROPERTY_NOT_FOUND. Empty counts as absent. */
                "x-property"?: string;
            };
            path: {
                unit_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Unit"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `APIKEY_MISSING`: No API key was sent.
             *     - `APIKEY_INVALID`: The API key is not valid.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["APIKEY_MISSING"] | components["schemas"]["APIKEY_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `APIKEY_SCOPE_MISSING`: The API key lacks a required scope.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["APIKEY_SCOPE_MISSING"];
                };
            };
            /**
             * @description Not found, one of:
             *
             *     - `PROPERTY_NOT_FOUND`: Property not found.
             *     - `UNIT_NOT_FOUND`: Unit not found.
             */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_FOUND"] | components["schemas"]["UNIT_NOT_FOUND"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /**
             * @description Unprocessable, one of:
             *
             *     - `PROPERTY_NOT_IDENTIFIED`: This key covers several properties: send the X-Property header.
             *     - a field error: `errors` names each field refused, and there is no `error_code`
             */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_IDENTIFIED"] | components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    partnerGetUnitHousekeeping: {
        parameters: {
            query?: never;
            header?: {
                /** @description The property the call is for. Required when the key covers several properties (without it: 422 PROPERTY_NOT_IDENTIFIED); a key of one property may leave it out. A property the key does not cover: 404 PROPERTY_NOT_FOUND. Empty counts as absent. */
                "x-property"?: string;
            };
            path: {
                unit_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Housekeeping"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `APIKEY_MISSING`: No API key was sent.
             *     - `APIKEY_INVALID`: The API key is not valid.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["APIKEY_MISSING"] | components["schemas"]["APIKEY_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `APIKEY_SCOPE_MISSING`: The API key lacks a required scope.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["APIKEY_SCOPE_MISSING"];
                };
            };
            /**
             * @description Not found, one of:
             *
             *     - `PROPERTY_NOT_FOUND`: Property not found.
             *     - `UNIT_NOT_FOUND`: Unit not found.
             */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_FOUND"] | components["schemas"]["UNIT_NOT_FOUND"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /**
             * @description Unprocessable, one of:
             *
             *     - `PROPERTY_NOT_IDENTIFIED`: This key covers several properties: send the X-Property header.
             *     - a field error: `errors` names each field refused, and there is no `error_code`
             */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_IDENTIFIED"] | components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    partnerGetAvailability: {
        parameters: {
            query: {
                start: string;
                end: string;
            };
            header?: {
                /** @description The property the call is for. Required when the key covers several properties (without it: 422 PROPERTY_NOT_IDENTIFIED); a key of one property may leave it out. A property the key does not cover: 404 PROPERTY_NOT_FOUND. Empty counts as absent. */
                "x-property"?: string;
                /** @description The ETag of the answer you hold (or a list of them, or `*`): while it is current the read answers 304 with the same ETag and no body. A 304 counts against the request limit like any call. Past 1024 characters it is not read. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "unit_id": "unit_8RtP2nWq5Zs3Hc0Lm6Dy",
                     *           "available": true,
                     *           "remaining_capacity": 3
                     *         },
                     *         {
                     *           "unit_id": "unit_3Bw6Pe9Kr2Tm5Xa8Cv1N",
                     *           "available": false,
                     *           "remaining_capacity": 0
                     *         }
                     *       ],
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Availability"][];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Not modified: the If-None-Match sent names the current ETag; no body */
            304: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `APIKEY_MISSING`: No API key was sent.
             *     - `APIKEY_INVALID`: The API key is not valid.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["APIKEY_MISSING"] | components["schemas"]["APIKEY_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `APIKEY_SCOPE_MISSING`: The API key lacks a required scope.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["APIKEY_SCOPE_MISSING"];
                };
            };
            /** @description Not found: `PROPERTY_NOT_FOUND`: Property not found. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_FOUND"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /**
             * @description Unprocessable, one of:
             *
             *     - `PROPERTY_NOT_IDENTIFIED`: This key covers several properties: send the X-Property header.
             *     - `DATE_RANGE_TOO_LONG`: The date range spans more nights than a query may.
             *     - a field error: `errors` names each field refused, and there is no `error_code`
             */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_IDENTIFIED"] | components["schemas"]["DATE_RANGE_TOO_LONG"] | components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    partnerGetRates: {
        parameters: {
            query: {
                from: string;
                to: string;
            };
            header?: {
                /** @description The property the call is for. Required when the key covers several properties (without it: 422 PROPERTY_NOT_IDENTIFIED); a key of one property may leave it out. A property the key does not cover: 404 PROPERTY_NOT_FOUND. Empty counts as absent. */
                "x-property"?: string;
                /** @description The ETag of the answer you hold (or a list of them, or `*`): while it is current the read answers 304 with the same ETag and no body. A 304 counts against the request limit like any call. Past 1024 characters it is not read. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "unit_id": "unit_8RtP2nWq5Zs3Hc0Lm6Dy",
                     *           "rate_plan_id": "rp_6YhD3gM0vJ5rL8uQ1aZk",
                     *           "min_stay": 2,
                     *           "max_stay": null,
                     *           "days": [
                     *             {
                     *               "date": "2027-03-01",
                     *               "prices": [
                     *                 {
                     *                   "adults": 1,
                     *                   "price": "100.00"
                     *                 },
                     *                 {
                     *                   "adults": 2,
                     *                   "price": "120.00"
                     *                 }
                     *               ],
                     *               "restrictions": {
                     *                 "closed_to_departure": true
                     *               }
                     *             },
                     *             {
                     *               "date": "2027-03-02",
                     *               "prices": [
                     *                 {
                     *                   "adults": 1,
                     *                   "price": "100.00"
                     *                 },
                     *                 {
                     *                   "adults": 2,
                     *                   "price": "120.00"
                     *                 }
                     *               ],
                     *               "restrictions": {}
                     *             },
                     *             {
                     *               "date": "2027-03-03",
                     *               "prices": [
                     *                 {
                     *                   "adults": 1,
                     *                   "price": "100.00"
                     *                 },
                     *                 {
                     *                   "adults": 2,
                     *                   "price": "120.00"
                     *                 }
                     *               ],
                     *               "restrictions": {}
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Rates"][];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Not modified: the If-None-Match sent names the current ETag; no body */
            304: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `APIKEY_MISSING`: No API key was sent.
             *     - `APIKEY_INVALID`: The API key is not valid.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["APIKEY_MISSING"] | components["schemas"]["APIKEY_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `APIKEY_SCOPE_MISSING`: The API key lacks a required scope.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["APIKEY_SCOPE_MISSING"];
                };
            };
            /** @description Not found: `PROPERTY_NOT_FOUND`: Property not found. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_FOUND"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /**
             * @description Unprocessable, one of:
             *
             *     - `PROPERTY_NOT_IDENTIFIED`: This key covers several properties: send the X-Property header.
             *     - `DATE_RANGE_TOO_LONG`: The date range spans more nights than a query may.
             *     - a field error: `errors` names each field refused, and there is no `error_code`
             */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_IDENTIFIED"] | components["schemas"]["DATE_RANGE_TOO_LONG"] | components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    partnerCreateQuote: {
        parameters: {
            query?: never;
            header?: {
                /** @description The property the call is for. Required when the key covers several properties (without it: 422 PROPERTY_NOT_IDENTIFIED); a key of one property may leave it out. A property the key does not cover: 404 PROPERTY_NOT_FOUND. Empty counts as absent. */
                "x-property"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "unit_id": "unit_8RtP2nWq5Zs3Hc0Lm6Dy",
                 *       "rate_plan_id": "rp_6YhD3gM0vJ5rL8uQ1aZk",
                 *       "start_date": "2027-03-01",
                 *       "end_date": "2027-03-04",
                 *       "adults": 2
                 *     }
                 */
                "application/json": components["schemas"]["QuoteRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "unit_id": "unit_8RtP2nWq5Zs3Hc0Lm6Dy",
                     *         "rate_plan_id": "rp_6YhD3gM0vJ5rL8uQ1aZk",
                     *         "start_date": "2027-03-01",
                     *         "end_date": "2027-03-04",
                     *         "adults": 2,
                     *         "nights": 3,
                     *         "currency": "EUR",
                     *         "nightly": [
                     *           {
                     *             "date": "2027-03-01",
                     *             "price": "120.00"
                     *           },
                     *           {
                     *             "date": "2027-03-02",
                     *             "price": "120.00"
                     *           },
                     *           {
                     *             "date": "2027-03-03",
                     *             "price": "120.00"
                     *           }
                     *         ],
                     *         "total_price": "372.00",
                     *         "available": true,
                     *         "children": [],
                     *         "taxes": [
                     *           {
                     *             "name": "City tax",
                     *             "amount": "12.00",
                     *             "included": false
                     *           }
                     *         ],
                     *         "cancellation_policy": {
                     *           "free_until_hours": 48,
                     *           "penalty": "first_night"
                     *         },
                     *         "free_cancellation_until": "2027-02-27T15:00:00+01:00"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Quote"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `APIKEY_MISSING`: No API key was sent.
             *     - `APIKEY_INVALID`: The API key is not valid.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["APIKEY_MISSING"] | components["schemas"]["APIKEY_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `APIKEY_SCOPE_MISSING`: The API key lacks a required scope.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["APIKEY_SCOPE_MISSING"];
                };
            };
            /**
             * @description Not found, one of:
             *
             *     - `PROPERTY_NOT_FOUND`: Property not found.
             *     - `UNIT_NOT_FOUND`: Unit not found.
             *     - `RATE_PLAN_NOT_FOUND`: Rate plan not found.
             */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_FOUND"] | components["schemas"]["UNIT_NOT_FOUND"] | components["schemas"]["RATE_PLAN_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /**
             * @description Unprocessable, one of:
             *
             *     - `PROPERTY_NOT_IDENTIFIED`: This key covers several properties: send the X-Property header.
             *     - `OCCUPANCY_OUT_OF_BOUNDS`: Occupancy exceeds the unit's capacity.
             *     - `RATE_PLAN_MIN_STAY`: The stay is shorter than the rate plan's minimum.
             *     - `RATE_PLAN_MAX_STAY`: The stay is longer than the rate plan's maximum.
             *     - `RATE_PLAN_CLOSED_TO_ARRIVAL`: The rate plan takes no arrival on this date.
             *     - `RATE_PLAN_CLOSED_TO_DEPARTURE`: The rate plan takes no departure on this date.
             *     - `RATE_PLAN_STOP_SELL`: The rate plan does not sell some nights of the stay.
             *     - `RATE_PLAN_ADVANCE_OUT_OF_BOUNDS`: The stay is booked too early or too late before its arrival for this rate plan.
             *     - `RATE_PLAN_OCCUPANCY_NOT_CONFIGURED`: The rate plan has no price for this occupancy.
             *     - `RATE_PLAN_UNIT_NOT_LINKED`: The rate plan is not linked to this unit.
             *     - `RATE_PLAN_INACTIVE`: The rate plan is switched off.
             *     - `RATE_PLAN_PARENT_INACTIVE`: The parent rate plan is switched off.
             *     - `RATE_PLAN_NOT_USABLE`: The rate plan cannot be used for this stay.
             *     - `RATE_PLAN_WRONG_SALES_CHANNEL`: The rate plan is not sold in the api channel.
             *     - a field error: `errors` names each field refused, and there is no `error_code`
             */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_IDENTIFIED"] | components["schemas"]["OCCUPANCY_OUT_OF_BOUNDS"] | components["schemas"]["RATE_PLAN_MIN_STAY"] | components["schemas"]["RATE_PLAN_MAX_STAY"] | components["schemas"]["RATE_PLAN_CLOSED_TO_ARRIVAL"] | components["schemas"]["RATE_PLAN_CLOSED_TO_DEPARTURE"] | components["schemas"]["RATE_PLAN_STOP_SELL"] | components["schemas"]["RATE_PLAN_ADVANCE_OUT_OF_BOUNDS"] | components["schemas"]["RATE_PLAN_OCCUPANCY_NOT_CONFIGURED"] | components["schemas"]["RATE_PLAN_UNIT_NOT_LINKED"] | components["schemas"]["RATE_PLAN_INACTIVE"] | components["schemas"]["RATE_PLAN_PARENT_INACTIVE"] | components["schemas"]["RATE_PLAN_NOT_USABLE"] | components["schemas"]["RATE_PLAN_WRONG_SALES_CHANNEL"] | components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    partnerListAriChanges: {
        parameters: {
            query?: {
                /** @description Without it: no entries and a next_cursor that follows from now. */
                cursor?: string;
                limit?: number;
            };
            header?: {
                /** @description The property the call is for. Required when the key covers several properties (without it: 422 PROPERTY_NOT_IDENTIFIED); a key of one property may leave it out. A property the key does not cover: 404 PROPERTY_NOT_FOUND. Empty counts as absent. */
                "x-property"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AriChange"][];
                        next_cursor: string;
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `APIKEY_MISSING`: No API key was sent.
             *     - `APIKEY_INVALID`: The API key is not valid.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["APIKEY_MISSING"] | components["schemas"]["APIKEY_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `APIKEY_SCOPE_MISSING`: The API key lacks a required scope.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["APIKEY_SCOPE_MISSING"];
                };
            };
            /** @description Not found: `PROPERTY_NOT_FOUND`: Property not found. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_FOUND"];
                };
            };
            /**
             * @description Refused, one of:
             *
             *     - `ARI_CURSOR_EXPIRED`: The cursor is older than the 7 days the change log keeps: read again, then follow a new cursor.
             *     - `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how).
             */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ARI_CURSOR_EXPIRED"] | components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /**
             * @description Unprocessable, one of:
             *
             *     - `PROPERTY_NOT_IDENTIFIED`: This key covers several properties: send the X-Property header.
             *     - `INVALID_CURSOR`: The pagination cursor is not usable.
             *     - a field error: `errors` names each field refused, and there is no `error_code`
             */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_IDENTIFIED"] | components["schemas"]["INVALID_CURSOR"] | components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    partnerListBookings: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
                /** @description Only bookings changed at or after this time, oldest change first; next_cursor is always set, and followed later it reads the changes made since. A booking that changes again comes again. */
                updated_since?: string;
            };
            header?: {
                /** @description The property the call is for. Required when the key covers several properties (without it: 422 PROPERTY_NOT_IDENTIFIED); a key of one property may leave it out. A property the key does not cover: 404 PROPERTY_NOT_FOUND. Empty counts as absent. */
                "x-property"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "bkg_2Nc9Xw4Lq7Tz1Vb5Hs8Fm",
                     *           "status": "pending",
                     *           "is_hold": true,
                     *           "hold_origin": "api",
                     *           "hold_expires_at": "2027-02-20T10:15:00.000Z",
                     *           "property_id": "prop_4fJx0Qm2Yc7LwV9eT1bK",
                     *           "unit_id": "unit_8RtP2nWq5Zs3Hc0Lm6Dy",
                     *           "room_id": "room_1KqV7sB9xT4pN2cF8wRe",
                     *           "rate_plan_id": "rp_6YhD3gM0vJ5rL8uQ1aZk",
                     *           "start_date": "2027-03-01",
                     *           "end_date": "2027-03-04",
                     *           "nights": 3,
                     *           "adults": 2,
                     *           "quantity": 1,
                     *           "guest": {
                     *             "id": "gst_5Jm8Qa2Wd6Ry0Ue3Io7P",
                     *             "first_name": "Ana",
                     *             "last_name": "Perez",
                     *             "email": "ana.perez@example.com"
                     *           },
                     *           "currency": "EUR",
                     *           "total_price": "372.00",
                     *           "balance_due": "372.00",
                     *           "payment_status": "unpaid",
                     *           "origin": "api",
                     *           "conflict": false,
                     *           "cancellation_reason": null,
                     *           "created_at": "2027-02-20T10:00:00.000Z",
                     *           "confirmed_at": null,
                     *           "cancelled_at": null,
                     *           "version": 1,
                     *           "updated_at": "2027-02-20T10:00:00.000Z",
                     *           "children": [],
                     *           "taxes": [
                     *             {
                     *               "name": "City tax",
                     *               "amount": "12.00",
                     *               "included": false
                     *             }
                     *           ],
                     *           "cancellation_policy": {
                     *             "free_until_hours": 48,
                     *             "penalty": "first_night"
                     *           },
                     *           "free_cancellation_until": "2027-02-27T15:00:00+01:00",
                     *           "cancellation_fee": null
                     *         }
                     *       ],
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Booking"][];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `APIKEY_MISSING`: No API key was sent.
             *     - `APIKEY_INVALID`: The API key is not valid.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["APIKEY_MISSING"] | components["schemas"]["APIKEY_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `APIKEY_SCOPE_MISSING`: The API key lacks a required scope.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["APIKEY_SCOPE_MISSING"];
                };
            };
            /** @description Not found: `PROPERTY_NOT_FOUND`: Property not found. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_FOUND"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /**
             * @description Unprocessable, one of:
             *
             *     - `PROPERTY_NOT_IDENTIFIED`: This key covers several properties: send the X-Property header.
             *     - `INVALID_CURSOR`: The pagination cursor is not usable.
             *     - a field error: `errors` names each field refused, and there is no `error_code`
             */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_IDENTIFIED"] | components["schemas"]["INVALID_CURSOR"] | components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    partnerCreateBooking: {
        parameters: {
            query?: never;
            header: {
                /** @description Any unique text (a UUID) per booking attempt; send the same key and body again to retry safely. Kept 48 hours. */
                "idempotency-key": string;
                /** @description The property the call is for. Required when the key covers several properties (without it: 422 PROPERTY_NOT_IDENTIFIED); a key of one property may leave it out. A property the key does not cover: 404 PROPERTY_NOT_FOUND. Empty counts as absent. */
                "x-property"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "unit_id": "unit_8RtP2nWq5Zs3Hc0Lm6Dy",
                 *       "rate_plan_id": "rp_6YhD3gM0vJ5rL8uQ1aZk",
                 *       "start_date": "2027-03-01",
                 *       "end_date": "2027-03-04",
                 *       "adults": 2,
                 *       "hold_minutes": 15,
                 *       "guest": {
                 *         "first_name": "Ana",
                 *         "last_name": "Perez",
                 *         "email": "ana.perez@example.com"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CreateBooking"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "bkg_2Nc9Xw4Lq7Tz1Vb5Hs8Fm",
                     *         "status": "pending",
                     *         "is_hold": true,
                     *         "hold_origin": "api",
                     *         "hold_expires_at": "2027-02-20T10:15:00.000Z",
                     *         "property_id": "prop_4fJx0Qm2Yc7LwV9eT1bK",
                     *         "unit_id": "unit_8RtP2nWq5Zs3Hc0Lm6Dy",
                     *         "room_id": "room_1KqV7sB9xT4pN2cF8wRe",
                     *         "rate_plan_id": "rp_6YhD3gM0vJ5rL8uQ1aZk",
                     *         "start_date": "2027-03-01",
                     *         "end_date": "2027-03-04",
                     *         "nights": 3,
                     *         "adults": 2,
                     *         "quantity": 1,
                     *         "guest": {
                     *           "id": "gst_5Jm8Qa2Wd6Ry0Ue3Io7P",
                     *           "first_name": "Ana",
                     *           "last_name": "Perez",
                     *           "email": "ana.perez@example.com"
                     *         },
                     *         "currency": "EUR",
                     *         "total_price": "372.00",
                     *         "balance_due": "372.00",
                     *         "payment_status": "unpaid",
                     *         "origin": "api",
                     *         "conflict": false,
                     *         "cancellation_reason": null,
                     *         "created_at": "2027-02-20T10:00:00.000Z",
                     *         "confirmed_at": null,
                     *         "cancelled_at": null,
                     *         "version": 1,
                     *         "updated_at": "2027-02-20T10:00:00.000Z",
                     *         "children": [],
                     *         "taxes": [
                     *           {
                     *             "name": "City tax",
                     *             "amount": "12.00",
                     *             "included": false
                     *           }
                     *         ],
                     *         "cancellation_policy": {
                     *           "free_until_hours": 48,
                     *           "penalty": "first_night"
                     *         },
                     *         "free_cancellation_until": "2027-02-27T15:00:00+01:00",
                     *         "cancellation_fee": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Booking"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `APIKEY_MISSING`: No API key was sent.
             *     - `APIKEY_INVALID`: The API key is not valid.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["APIKEY_MISSING"] | components["schemas"]["APIKEY_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `APIKEY_SCOPE_MISSING`: The API key lacks a required scope.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["APIKEY_SCOPE_MISSING"];
                };
            };
            /**
             * @description Not found, one of:
             *
             *     - `PROPERTY_NOT_FOUND`: Property not found.
             *     - `GUEST_NOT_FOUND`: Guest not found.
             *     - `UNIT_NOT_FOUND`: Unit not found.
             *     - `RATE_PLAN_NOT_FOUND`: Rate plan not found.
             */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_FOUND"] | components["schemas"]["GUEST_NOT_FOUND"] | components["schemas"]["UNIT_NOT_FOUND"] | components["schemas"]["RATE_PLAN_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /**
             * @description Conflict, one of:
             *
             *     - `IDEMPOTENCY_KEY_REUSED`: This Idempotency-Key was already used with a different body.
             *     - `IDEMPOTENCY_IN_FLIGHT`: A request with this Idempotency-Key has not finished yet.
             *     - `UNIT_NOT_AVAILABLE`: No free capacity for these dates; query availability again.
             */
            409: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IDEMPOTENCY_KEY_REUSED"] | components["schemas"]["IDEMPOTENCY_IN_FLIGHT"] | components["schemas"]["UNIT_NOT_AVAILABLE"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /**
             * @description Unprocessable, one of:
             *
             *     - `PROPERTY_NOT_IDENTIFIED`: This key covers several properties: send the X-Property header.
             *     - `IDEMPOTENCY_KEY_REQUIRED`: The Idempotency-Key header is required.
             *     - `INVALID_BOOKING_QUANTITY`: Quantity is invalid for this unit.
             *     - `OCCUPANCY_OUT_OF_BOUNDS`: Occupancy exceeds the unit's capacity.
             *     - `RATE_PLAN_MIN_STAY`: The stay is shorter than the rate plan's minimum.
             *     - `RATE_PLAN_MAX_STAY`: The stay is longer than the rate plan's maximum.
             *     - `RATE_PLAN_CLOSED_TO_ARRIVAL`: The rate plan takes no arrival on this date.
             *     - `RATE_PLAN_CLOSED_TO_DEPARTURE`: The rate plan takes no departure on this date.
             *     - `RATE_PLAN_STOP_SELL`: The rate plan does not sell some nights of the stay.
             *     - `RATE_PLAN_ADVANCE_OUT_OF_BOUNDS`: The stay is booked too early or too late before its arrival for this rate plan.
             *     - `RATE_PLAN_OCCUPANCY_NOT_CONFIGURED`: The rate plan has no price for this occupancy.
             *     - `RATE_PLAN_UNIT_NOT_LINKED`: The rate plan is not linked to this unit.
             *     - `RATE_PLAN_INACTIVE`: The rate plan is switched off.
             *     - `RATE_PLAN_PARENT_INACTIVE`: The parent rate plan is switched off.
             *     - `RATE_PLAN_NOT_USABLE`: The rate plan cannot be used for this stay.
             *     - `RATE_PLAN_WRONG_SALES_CHANNEL`: The rate plan is not sold in the api channel.
             *     - `INVENTORY_SLOT_UNAVAILABLE`: The requested room is taken; choose another or let the service assign one.
             *     - a field error: `errors` names each field refused, and there is no `error_code`
             */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_IDENTIFIED"] | components["schemas"]["IDEMPOTENCY_KEY_REQUIRED"] | components["schemas"]["INVALID_BOOKING_QUANTITY"] | components["schemas"]["OCCUPANCY_OUT_OF_BOUNDS"] | components["schemas"]["RATE_PLAN_MIN_STAY"] | components["schemas"]["RATE_PLAN_MAX_STAY"] | components["schemas"]["RATE_PLAN_CLOSED_TO_ARRIVAL"] | components["schemas"]["RATE_PLAN_CLOSED_TO_DEPARTURE"] | components["schemas"]["RATE_PLAN_STOP_SELL"] | components["schemas"]["RATE_PLAN_ADVANCE_OUT_OF_BOUNDS"] | components["schemas"]["RATE_PLAN_OCCUPANCY_NOT_CONFIGURED"] | components["schemas"]["RATE_PLAN_UNIT_NOT_LINKED"] | components["schemas"]["RATE_PLAN_INACTIVE"] | components["schemas"]["RATE_PLAN_PARENT_INACTIVE"] | components["schemas"]["RATE_PLAN_NOT_USABLE"] | components["schemas"]["RATE_PLAN_WRONG_SALES_CHANNEL"] | components["schemas"]["INVENTORY_SLOT_UNAVAILABLE"] | components["schemas"]["FieldError"];
                };
            };
            /**
             * @description Too many requests, one of:
             *
             *     - `KEY_HOLD_LIMIT_REACHED`: This key already holds its maximum number of live holds.
             *     - `KEY_BOOKING_QUOTA_EXCEEDED`: This key created its maximum number of bookings in the last 24 hours.
             *     - the request rate limit: no `error_code`; wait for `Retry-After`
             */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KEY_HOLD_LIMIT_REACHED"] | components["schemas"]["KEY_BOOKING_QUOTA_EXCEEDED"] | components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    partnerGetBooking: {
        parameters: {
            query?: never;
            header?: {
                /** @description The property the call is for. Required when the key covers several properties (without it: 422 PROPERTY_NOT_IDENTIFIED); a key of one property may leave it out. A property the key does not cover: 404 PROPERTY_NOT_FOUND. Empty counts as absent. */
                "x-property"?: string;
                /** @description The ETag of the answer you hold (or a list of them, or `*`): while it is current the read answers 304 with the same ETag and no body. A 304 counts against the request limit like any call. Past 1024 characters it is not read. */
                "if-none-match"?: string;
            };
            path: {
                booking_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "bkg_2Nc9Xw4Lq7Tz1Vb5Hs8Fm",
                     *         "status": "pending",
                     *         "is_hold": true,
                     *         "hold_origin": "api",
                     *         "hold_expires_at": "2027-02-20T10:15:00.000Z",
                     *         "property_id": "prop_4fJx0Qm2Yc7LwV9eT1bK",
                     *         "unit_id": "unit_8RtP2nWq5Zs3Hc0Lm6Dy",
                     *         "room_id": "room_1KqV7sB9xT4pN2cF8wRe",
                     *         "rate_plan_id": "rp_6YhD3gM0vJ5rL8uQ1aZk",
                     *         "start_date": "2027-03-01",
                     *         "end_date": "2027-03-04",
                     *         "nights": 3,
                     *         "adults": 2,
                     *         "quantity": 1,
                     *         "guest": {
                     *           "id": "gst_5Jm8Qa2Wd6Ry0Ue3Io7P",
                     *           "first_name": "Ana",
                     *           "last_name": "Perez",
                     *           "email": "ana.perez@example.com"
                     *         },
                     *         "currency": "EUR",
                     *         "total_price": "372.00",
                     *         "balance_due": "372.00",
                     *         "payment_status": "unpaid",
                     *         "origin": "api",
                     *         "conflict": false,
                     *         "cancellation_reason": null,
                     *         "created_at": "2027-02-20T10:00:00.000Z",
                     *         "confirmed_at": null,
                     *         "cancelled_at": null,
                     *         "version": 1,
                     *         "updated_at": "2027-02-20T10:00:00.000Z",
                     *         "children": [],
                     *         "taxes": [
                     *           {
                     *             "name": "City tax",
                     *             "amount": "12.00",
                     *             "included": false
                     *           }
                     *         ],
                     *         "cancellation_policy": {
                     *           "free_until_hours": 48,
                     *           "penalty": "first_night"
                     *         },
                     *         "free_cancellation_until": "2027-02-27T15:00:00+01:00",
                     *         "cancellation_fee": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Booking"];
                    };
                };
            };
            /** @description Not modified: the If-None-Match sent names the current ETag; no body */
            304: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `APIKEY_MISSING`: No API key was sent.
             *     - `APIKEY_INVALID`: The API key is not valid.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["APIKEY_MISSING"] | components["schemas"]["APIKEY_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `APIKEY_SCOPE_MISSING`: The API key lacks a required scope.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["APIKEY_SCOPE_MISSING"];
                };
            };
            /**
             * @description Not found, one of:
             *
             *     - `PROPERTY_NOT_FOUND`: Property not found.
             *     - `BOOKING_NOT_FOUND`: Booking not found.
             */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_FOUND"] | components["schemas"]["BOOKING_NOT_FOUND"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /**
             * @description Unprocessable, one of:
             *
             *     - `PROPERTY_NOT_IDENTIFIED`: This key covers several properties: send the X-Property header.
             *     - a field error: `errors` names each field refused, and there is no `error_code`
             */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_IDENTIFIED"] | components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    partnerListBookingRevisions: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: {
                /** @description The property the call is for. Required when the key covers several properties (without it: 422 PROPERTY_NOT_IDENTIFIED); a key of one property may leave it out. A property the key does not cover: 404 PROPERTY_NOT_FOUND. Empty counts as absent. */
                "x-property"?: string;
            };
            path: {
                booking_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BookingRevision"][];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `APIKEY_MISSING`: No API key was sent.
             *     - `APIKEY_INVALID`: The API key is not valid.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["APIKEY_MISSING"] | components["schemas"]["APIKEY_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `APIKEY_SCOPE_MISSING`: The API key lacks a required scope.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["APIKEY_SCOPE_MISSING"];
                };
            };
            /**
             * @description Not found, one of:
             *
             *     - `PROPERTY_NOT_FOUND`: Property not found.
             *     - `BOOKING_NOT_FOUND`: Booking not found.
             */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_FOUND"] | components["schemas"]["BOOKING_NOT_FOUND"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /**
             * @description Unprocessable, one of:
             *
             *     - `PROPERTY_NOT_IDENTIFIED`: This key covers several properties: send the X-Property header.
             *     - `INVALID_CURSOR`: The pagination cursor is not usable.
             *     - a field error: `errors` names each field refused, and there is no `error_code`
             */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_IDENTIFIED"] | components["schemas"]["INVALID_CURSOR"] | components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    partnerConfirmBooking: {
        parameters: {
            query?: never;
            header?: {
                /** @description The booking's ETag as GET answered it ("<version>"): the change is made only at that version, else 412 PRECONDITION_FAILED. */
                "if-match"?: string;
                /** @description The property the call is for. Required when the key covers several properties (without it: 422 PROPERTY_NOT_IDENTIFIED); a key of one property may leave it out. A property the key does not cover: 404 PROPERTY_NOT_FOUND. Empty counts as absent. */
                "x-property"?: string;
            };
            path: {
                booking_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "bkg_2Nc9Xw4Lq7Tz1Vb5Hs8Fm",
                     *         "status": "confirmed",
                     *         "is_hold": false,
                     *         "hold_origin": null,
                     *         "hold_expires_at": null,
                     *         "property_id": "prop_4fJx0Qm2Yc7LwV9eT1bK",
                     *         "unit_id": "unit_8RtP2nWq5Zs3Hc0Lm6Dy",
                     *         "room_id": "room_1KqV7sB9xT4pN2cF8wRe",
                     *         "rate_plan_id": "rp_6YhD3gM0vJ5rL8uQ1aZk",
                     *         "start_date": "2027-03-01",
                     *         "end_date": "2027-03-04",
                     *         "nights": 3,
                     *         "adults": 2,
                     *         "quantity": 1,
                     *         "guest": {
                     *           "id": "gst_5Jm8Qa2Wd6Ry0Ue3Io7P",
                     *           "first_name": "Ana",
                     *           "last_name": "Perez",
                     *           "email": "ana.perez@example.com"
                     *         },
                     *         "currency": "EUR",
                     *         "total_price": "372.00",
                     *         "balance_due": "372.00",
                     *         "payment_status": "unpaid",
                     *         "origin": "api",
                     *         "conflict": false,
                     *         "cancellation_reason": null,
                     *         "created_at": "2027-02-20T10:00:00.000Z",
                     *         "confirmed_at": "2027-02-20T10:05:00.000Z",
                     *         "cancelled_at": null,
                     *         "version": 2,
                     *         "updated_at": "2027-02-20T10:05:00.000Z",
                     *         "children": [],
                     *         "taxes": [
                     *           {
                     *             "name": "City tax",
                     *             "amount": "12.00",
                     *             "included": false
                     *           }
                     *         ],
                     *         "cancellation_policy": {
                     *           "free_until_hours": 48,
                     *           "penalty": "first_night"
                     *         },
                     *         "free_cancellation_until": "2027-02-27T15:00:00+01:00",
                     *         "cancellation_fee": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Booking"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `APIKEY_MISSING`: No API key was sent.
             *     - `APIKEY_INVALID`: The API key is not valid.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["APIKEY_MISSING"] | components["schemas"]["APIKEY_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `APIKEY_SCOPE_MISSING`: The API key lacks a required scope.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["APIKEY_SCOPE_MISSING"];
                };
            };
            /**
             * @description Not found, one of:
             *
             *     - `PROPERTY_NOT_FOUND`: Property not found.
             *     - `BOOKING_NOT_FOUND`: Booking not found.
             */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_FOUND"] | components["schemas"]["BOOKING_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Conflict: `BOOKING_HOLD_EXPIRED`: The hold ran out before it was confirmed; quote again. */
            409: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BOOKING_HOLD_EXPIRED"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Refused: `PRECONDITION_FAILED`: The booking changed since the version in If-Match; read it again. */
            412: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PRECONDITION_FAILED"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /**
             * @description Unprocessable, one of:
             *
             *     - `PROPERTY_NOT_IDENTIFIED`: This key covers several properties: send the X-Property header.
             *     - `BOOKING_NOT_CONFIRMABLE`: This booking cannot be confirmed.
             *     - a field error: `errors` names each field refused, and there is no `error_code`
             */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_IDENTIFIED"] | components["schemas"]["BOOKING_NOT_CONFIRMABLE"] | components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    partnerCancelBooking: {
        parameters: {
            query?: never;
            header?: {
                /** @description The booking's ETag as GET answered it ("<version>"): the change is made only at that version, else 412 PRECONDITION_FAILED. */
                "if-match"?: string;
                /** @description The property the call is for. Required when the key covers several properties (without it: 422 PROPERTY_NOT_IDENTIFIED); a key of one property may leave it out. A property the key does not cover: 404 PROPERTY_NOT_FOUND. Empty counts as absent. */
                "x-property"?: string;
            };
            path: {
                booking_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "bkg_2Nc9Xw4Lq7Tz1Vb5Hs8Fm",
                     *         "status": "cancelled",
                     *         "is_hold": true,
                     *         "hold_origin": "api",
                     *         "hold_expires_at": "2027-02-20T10:15:00.000Z",
                     *         "property_id": "prop_4fJx0Qm2Yc7LwV9eT1bK",
                     *         "unit_id": "unit_8RtP2nWq5Zs3Hc0Lm6Dy",
                     *         "room_id": "room_1KqV7sB9xT4pN2cF8wRe",
                     *         "rate_plan_id": "rp_6YhD3gM0vJ5rL8uQ1aZk",
                     *         "start_date": "2027-03-01",
                     *         "end_date": "2027-03-04",
                     *         "nights": 3,
                     *         "adults": 2,
                     *         "quantity": 1,
                     *         "guest": {
                     *           "id": "gst_5Jm8Qa2Wd6Ry0Ue3Io7P",
                     *           "first_name": "Ana",
                     *           "last_name": "Perez",
                     *           "email": "ana.perez@example.com"
                     *         },
                     *         "currency": "EUR",
                     *         "total_price": "372.00",
                     *         "balance_due": "0.00",
                     *         "payment_status": "unpaid",
                     *         "origin": "api",
                     *         "conflict": false,
                     *         "cancellation_reason": "guest",
                     *         "created_at": "2027-02-20T10:00:00.000Z",
                     *         "confirmed_at": null,
                     *         "cancelled_at": "2027-02-20T10:05:00.000Z",
                     *         "version": 2,
                     *         "updated_at": "2027-02-20T10:05:00.000Z",
                     *         "children": [],
                     *         "taxes": [
                     *           {
                     *             "name": "City tax",
                     *             "amount": "12.00",
                     *             "included": false
                     *           }
                     *         ],
                     *         "cancellation_policy": {
                     *           "free_until_hours": 48,
                     *           "penalty": "first_night"
                     *         },
                     *         "free_cancellation_until": "2027-02-27T15:00:00+01:00",
                     *         "cancellation_fee": "0.00"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Booking"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `APIKEY_MISSING`: No API key was sent.
             *     - `APIKEY_INVALID`: The API key is not valid.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["APIKEY_MISSING"] | components["schemas"]["APIKEY_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `APIKEY_SCOPE_MISSING`: The API key lacks a required scope.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["APIKEY_SCOPE_MISSING"];
                };
            };
            /**
             * @description Not found, one of:
             *
             *     - `PROPERTY_NOT_FOUND`: Property not found.
             *     - `BOOKING_NOT_FOUND`: Booking not found.
             */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_FOUND"] | components["schemas"]["BOOKING_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Refused: `PRECONDITION_FAILED`: The booking changed since the version in If-Match; read it again. */
            412: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PRECONDITION_FAILED"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /**
             * @description Unprocessable, one of:
             *
             *     - `PROPERTY_NOT_IDENTIFIED`: This key covers several properties: send the X-Property header.
             *     - `BOOKING_NOT_CANCELLABLE`: The stay has already started or ended.
             *     - a field error: `errors` names each field refused, and there is no `error_code`
             */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_IDENTIFIED"] | components["schemas"]["BOOKING_NOT_CANCELLABLE"] | components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    partnerQuoteBookingChange: {
        parameters: {
            query?: never;
            header?: {
                /** @description The booking's ETag as GET answered it ("<version>"): the change is made only at that version, else 412 PRECONDITION_FAILED. */
                "if-match"?: string;
                /** @description The property the call is for. Required when the key covers several properties (without it: 422 PROPERTY_NOT_IDENTIFIED); a key of one property may leave it out. A property the key does not cover: 404 PROPERTY_NOT_FOUND. Empty counts as absent. */
                "x-property"?: string;
            };
            path: {
                booking_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeQuoteRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BookingChangeQuote"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `APIKEY_MISSING`: No API key was sent.
             *     - `APIKEY_INVALID`: The API key is not valid.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["APIKEY_MISSING"] | components["schemas"]["APIKEY_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `APIKEY_SCOPE_MISSING`: The API key lacks a required scope.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["APIKEY_SCOPE_MISSING"];
                };
            };
            /**
             * @description Not found, one of:
             *
             *     - `PROPERTY_NOT_FOUND`: Property not found.
             *     - `BOOKING_NOT_FOUND`: Booking not found.
             *     - `UNIT_NOT_FOUND`: Unit not found.
             *     - `RATE_PLAN_NOT_FOUND`: Rate plan not found.
             */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_FOUND"] | components["schemas"]["BOOKING_NOT_FOUND"] | components["schemas"]["UNIT_NOT_FOUND"] | components["schemas"]["RATE_PLAN_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Conflict: `UNIT_NOT_AVAILABLE`: No free capacity for these dates; query availability again. */
            409: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNIT_NOT_AVAILABLE"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Refused: `PRECONDITION_FAILED`: The booking changed since the version in If-Match; read it again. */
            412: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PRECONDITION_FAILED"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /**
             * @description Unprocessable, one of:
             *
             *     - `PROPERTY_NOT_IDENTIFIED`: This key covers several properties: send the X-Property header.
             *     - `BOOKING_NOT_CHANGEABLE`: The booking cannot change: it is cancelled or checked out, or its stay has started and only a later end_date may change.
             *     - `OCCUPANCY_OUT_OF_BOUNDS`: Occupancy exceeds the unit's capacity.
             *     - `RATE_PLAN_MIN_STAY`: The stay is shorter than the rate plan's minimum.
             *     - `RATE_PLAN_MAX_STAY`: The stay is longer than the rate plan's maximum.
             *     - `RATE_PLAN_CLOSED_TO_ARRIVAL`: The rate plan takes no arrival on this date.
             *     - `RATE_PLAN_CLOSED_TO_DEPARTURE`: The rate plan takes no departure on this date.
             *     - `RATE_PLAN_STOP_SELL`: The rate plan does not sell some nights of the stay.
             *     - `RATE_PLAN_ADVANCE_OUT_OF_BOUNDS`: The stay is booked too early or too late before its arrival for this rate plan.
             *     - `RATE_PLAN_OCCUPANCY_NOT_CONFIGURED`: The rate plan has no price for this occupancy.
             *     - `RATE_PLAN_UNIT_NOT_LINKED`: The rate plan is not linked to this unit.
             *     - `RATE_PLAN_INACTIVE`: The rate plan is switched off.
             *     - `RATE_PLAN_PARENT_INACTIVE`: The parent rate plan is switched off.
             *     - `RATE_PLAN_NOT_USABLE`: The rate plan cannot be used for this stay.
             *     - `RATE_PLAN_WRONG_SALES_CHANNEL`: The rate plan is not sold in the api channel.
             *     - `INVENTORY_SLOT_UNAVAILABLE`: The requested room is taken; choose another or let the service assign one.
             *     - a field error: `errors` names each field refused, and there is no `error_code`
             */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_IDENTIFIED"] | components["schemas"]["BOOKING_NOT_CHANGEABLE"] | components["schemas"]["OCCUPANCY_OUT_OF_BOUNDS"] | components["schemas"]["RATE_PLAN_MIN_STAY"] | components["schemas"]["RATE_PLAN_MAX_STAY"] | components["schemas"]["RATE_PLAN_CLOSED_TO_ARRIVAL"] | components["schemas"]["RATE_PLAN_CLOSED_TO_DEPARTURE"] | components["schemas"]["RATE_PLAN_STOP_SELL"] | components["schemas"]["RATE_PLAN_ADVANCE_OUT_OF_BOUNDS"] | components["schemas"]["RATE_PLAN_OCCUPANCY_NOT_CONFIGURED"] | components["schemas"]["RATE_PLAN_UNIT_NOT_LINKED"] | components["schemas"]["RATE_PLAN_INACTIVE"] | components["schemas"]["RATE_PLAN_PARENT_INACTIVE"] | components["schemas"]["RATE_PLAN_NOT_USABLE"] | components["schemas"]["RATE_PLAN_WRONG_SALES_CHANNEL"] | components["schemas"]["INVENTORY_SLOT_UNAVAILABLE"] | components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    partnerChangeBooking: {
        parameters: {
            query?: never;
            header: {
                /** @description Any unique text (a UUID) per booking attempt; send the same key and body again to retry safely. Kept 48 hours. */
                "idempotency-key": string;
                /** @description The booking's ETag as GET answered it ("<version>"): the change is made only at that version, else 412 PRECONDITION_FAILED. */
                "if-match"?: string;
                /** @description The property the call is for. Required when the key covers several properties (without it: 422 PROPERTY_NOT_IDENTIFIED); a key of one property may leave it out. A property the key does not cover: 404 PROPERTY_NOT_FOUND. Empty counts as absent. */
                "x-property"?: string;
            };
            path: {
                booking_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingChange"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Booking"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `APIKEY_MISSING`: No API key was sent.
             *     - `APIKEY_INVALID`: The API key is not valid.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["APIKEY_MISSING"] | components["schemas"]["APIKEY_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `APIKEY_SCOPE_MISSING`: The API key lacks a required scope.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["APIKEY_SCOPE_MISSING"];
                };
            };
            /**
             * @description Not found, one of:
             *
             *     - `PROPERTY_NOT_FOUND`: Property not found.
             *     - `BOOKING_NOT_FOUND`: Booking not found.
             */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_FOUND"] | components["schemas"]["BOOKING_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /**
             * @description Conflict, one of:
             *
             *     - `BOOKING_CHANGE_QUOTE_EXPIRED`: The change quote ran out or a newer quote replaced it; nothing changed. Quote the change again.
             *     - `BOOKING_VERSION_CONFLICT`: The booking changed since the change was quoted; nothing changed. Quote the change again.
             *     - `BOOKING_PRICE_CHANGED`: expected_total_price is not the total this change quote gives the booking; nothing changed.
             *     - `IDEMPOTENCY_KEY_REUSED`: This Idempotency-Key was already used with a different body.
             *     - `IDEMPOTENCY_IN_FLIGHT`: A request with this Idempotency-Key has not finished yet.
             */
            409: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BOOKING_CHANGE_QUOTE_EXPIRED"] | components["schemas"]["BOOKING_VERSION_CONFLICT"] | components["schemas"]["BOOKING_PRICE_CHANGED"] | components["schemas"]["IDEMPOTENCY_KEY_REUSED"] | components["schemas"]["IDEMPOTENCY_IN_FLIGHT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Refused: `PRECONDITION_FAILED`: The booking changed since the version in If-Match; read it again. */
            412: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PRECONDITION_FAILED"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /**
             * @description Unprocessable, one of:
             *
             *     - `PROPERTY_NOT_IDENTIFIED`: This key covers several properties: send the X-Property header.
             *     - `IDEMPOTENCY_KEY_REQUIRED`: The Idempotency-Key header is required.
             *     - `BOOKING_NOT_CHANGEABLE`: The booking cannot change: it is cancelled or checked out, or its stay has started and only a later end_date may change.
             *     - a field error: `errors` names each field refused, and there is no `error_code`
             */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_IDENTIFIED"] | components["schemas"]["IDEMPOTENCY_KEY_REQUIRED"] | components["schemas"]["BOOKING_NOT_CHANGEABLE"] | components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantQuoteBookingChange: {
        parameters: {
            query?: never;
            header?: {
                /** @description The booking's ETag as GET answered it ("<version>"): the change is made only at that version, else 412 PRECONDITION_FAILED. */
                "if-match"?: string;
            };
            path: {
                property_id: string;
                booking_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeQuoteRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BookingChangeQuote"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `CSRF_TOKEN_INVALID`: A call made with the session cookie must carry its X-CSRF-Token and come from this site.
             *     - `STAFF_ROLE_INSUFFICIENT`: Your role may not make this call.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["CSRF_TOKEN_INVALID"] | components["schemas"]["STAFF_ROLE_INSUFFICIENT"];
                };
            };
            /**
             * @description Not found, one of:
             *
             *     - `BOOKING_NOT_FOUND`: Booking not found.
             *     - `PROPERTY_NOT_FOUND`: Property not found.
             *     - `UNIT_NOT_FOUND`: Unit not found.
             *     - `RATE_PLAN_NOT_FOUND`: Rate plan not found.
             */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BOOKING_NOT_FOUND"] | components["schemas"]["PROPERTY_NOT_FOUND"] | components["schemas"]["UNIT_NOT_FOUND"] | components["schemas"]["RATE_PLAN_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Conflict: `UNIT_NOT_AVAILABLE`: No free capacity for these dates; query availability again. */
            409: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNIT_NOT_AVAILABLE"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Refused: `PRECONDITION_FAILED`: The booking changed since the version in If-Match; read it again. */
            412: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PRECONDITION_FAILED"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /**
             * @description Unprocessable, one of:
             *
             *     - `BOOKING_NOT_CHANGEABLE`: The booking cannot change: it is cancelled or checked out, or its stay has started and only a later end_date may change.
             *     - `OCCUPANCY_OUT_OF_BOUNDS`: Occupancy exceeds the unit's capacity.
             *     - `RATE_PLAN_MIN_STAY`: The stay is shorter than the rate plan's minimum.
             *     - `RATE_PLAN_MAX_STAY`: The stay is longer than the rate plan's maximum.
             *     - `RATE_PLAN_CLOSED_TO_ARRIVAL`: The rate plan takes no arrival on this date.
             *     - `RATE_PLAN_CLOSED_TO_DEPARTURE`: The rate plan takes no departure on this date.
             *     - `RATE_PLAN_STOP_SELL`: The rate plan does not sell some nights of the stay.
             *     - `RATE_PLAN_ADVANCE_OUT_OF_BOUNDS`: The stay is booked too early or too late before its arrival for this rate plan.
             *     - `RATE_PLAN_OCCUPANCY_NOT_CONFIGURED`: The rate plan has no price for this occupancy.
             *     - `RATE_PLAN_UNIT_NOT_LINKED`: The rate plan is not linked to this unit.
             *     - `RATE_PLAN_INACTIVE`: The rate plan is switched off.
             *     - `RATE_PLAN_PARENT_INACTIVE`: The parent rate plan is switched off.
             *     - `RATE_PLAN_NOT_USABLE`: The rate plan cannot be used for this stay.
             *     - `RATE_PLAN_WRONG_SALES_CHANNEL`: The rate plan is not sold in the api channel.
             *     - `INVENTORY_SLOT_UNAVAILABLE`: The requested room is taken; choose another or let the service assign one.
             *     - a field error: `errors` names each field refused, and there is no `error_code`
             */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BOOKING_NOT_CHANGEABLE"] | components["schemas"]["OCCUPANCY_OUT_OF_BOUNDS"] | components["schemas"]["RATE_PLAN_MIN_STAY"] | components["schemas"]["RATE_PLAN_MAX_STAY"] | components["schemas"]["RATE_PLAN_CLOSED_TO_ARRIVAL"] | components["schemas"]["RATE_PLAN_CLOSED_TO_DEPARTURE"] | components["schemas"]["RATE_PLAN_STOP_SELL"] | components["schemas"]["RATE_PLAN_ADVANCE_OUT_OF_BOUNDS"] | components["schemas"]["RATE_PLAN_OCCUPANCY_NOT_CONFIGURED"] | components["schemas"]["RATE_PLAN_UNIT_NOT_LINKED"] | components["schemas"]["RATE_PLAN_INACTIVE"] | components["schemas"]["RATE_PLAN_PARENT_INACTIVE"] | components["schemas"]["RATE_PLAN_NOT_USABLE"] | components["schemas"]["RATE_PLAN_WRONG_SALES_CHANNEL"] | components["schemas"]["INVENTORY_SLOT_UNAVAILABLE"] | components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantChangeBooking: {
        parameters: {
            query?: never;
            header: {
                /** @description Any unique text (a UUID) per booking attempt; send the same key and body again to retry safely. Kept 48 hours. */
                "idempotency-key": string;
                /** @description The booking's ETag as GET answered it ("<version>"): the change is made only at that version, else 412 PRECONDITION_FAILED. */
                "if-match"?: string;
            };
            path: {
                property_id: string;
                booking_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MerchantBookingChange"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Booking"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `CSRF_TOKEN_INVALID`: A call made with the session cookie must carry its X-CSRF-Token and come from this site.
             *     - `STAFF_ROLE_INSUFFICIENT`: Your role may not make this call.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["CSRF_TOKEN_INVALID"] | components["schemas"]["STAFF_ROLE_INSUFFICIENT"];
                };
            };
            /** @description Not found: `BOOKING_NOT_FOUND`: Booking not found. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BOOKING_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /**
             * @description Conflict, one of:
             *
             *     - `BOOKING_CHANGE_QUOTE_EXPIRED`: The change quote ran out or a newer quote replaced it; nothing changed. Quote the change again.
             *     - `BOOKING_VERSION_CONFLICT`: The booking changed since the change was quoted; nothing changed. Quote the change again.
             *     - `BOOKING_PRICE_CHANGED`: expected_total_price is not the total this change quote gives the booking; nothing changed.
             *     - `IDEMPOTENCY_KEY_REUSED`: This Idempotency-Key was already used with a different body.
             *     - `IDEMPOTENCY_IN_FLIGHT`: A request with this Idempotency-Key has not finished yet.
             */
            409: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BOOKING_CHANGE_QUOTE_EXPIRED"] | components["schemas"]["BOOKING_VERSION_CONFLICT"] | components["schemas"]["BOOKING_PRICE_CHANGED"] | components["schemas"]["IDEMPOTENCY_KEY_REUSED"] | components["schemas"]["IDEMPOTENCY_IN_FLIGHT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Refused: `PRECONDITION_FAILED`: The booking changed since the version in If-Match; read it again. */
            412: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PRECONDITION_FAILED"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /**
             * @description Unprocessable, one of:
             *
             *     - `IDEMPOTENCY_KEY_REQUIRED`: The Idempotency-Key header is required.
             *     - `BOOKING_NOT_CHANGEABLE`: The booking cannot change: it is cancelled or checked out, or its stay has started and only a later end_date may change.
             *     - a field error: `errors` names each field refused, and there is no `error_code`
             */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IDEMPOTENCY_KEY_REQUIRED"] | components["schemas"]["BOOKING_NOT_CHANGEABLE"] | components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    partnerExpireSandboxHold: {
        parameters: {
            query?: never;
            header?: {
                /** @description The property the call is for. Required when the key covers several properties (without it: 422 PROPERTY_NOT_IDENTIFIED); a key of one property may leave it out. A property the key does not cover: 404 PROPERTY_NOT_FOUND. Empty counts as absent. */
                "x-property"?: string;
            };
            path: {
                booking_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Booking"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `APIKEY_MISSING`: No API key was sent.
             *     - `APIKEY_INVALID`: The API key is not valid.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["APIKEY_MISSING"] | components["schemas"]["APIKEY_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `APIKEY_SCOPE_MISSING`: The API key lacks a required scope.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["APIKEY_SCOPE_MISSING"];
                };
            };
            /**
             * @description Not found, one of:
             *
             *     - `PROPERTY_NOT_FOUND`: Property not found.
             *     - `BOOKING_NOT_FOUND`: Booking not found.
             */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_FOUND"] | components["schemas"]["BOOKING_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Conflict: `BOOKING_NOT_HOLD`: This booking is not a pending hold, so it has no hold to expire. */
            409: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BOOKING_NOT_HOLD"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /**
             * @description Unprocessable, one of:
             *
             *     - `PROPERTY_NOT_IDENTIFIED`: This key covers several properties: send the X-Property header.
             *     - a field error: `errors` names each field refused, and there is no `error_code`
             */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_IDENTIFIED"] | components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    partnerListWebhookSubscriptions: {
        parameters: {
            query?: never;
            header?: {
                /** @description The property the call is for. Required when the key covers several properties (without it: 422 PROPERTY_NOT_IDENTIFIED); a key of one property may leave it out. A property the key does not cover: 404 PROPERTY_NOT_FOUND. Empty counts as absent. */
                "x-property"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookSubscription"][];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `APIKEY_MISSING`: No API key was sent.
             *     - `APIKEY_INVALID`: The API key is not valid.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["APIKEY_MISSING"] | components["schemas"]["APIKEY_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `APIKEY_SCOPE_MISSING`: The API key lacks a required scope.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["APIKEY_SCOPE_MISSING"];
                };
            };
            /** @description Not found: `PROPERTY_NOT_FOUND`: Property not found. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_FOUND"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Unprocessable: `PROPERTY_NOT_IDENTIFIED`: This key covers several properties: send the X-Property header. */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_IDENTIFIED"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    partnerCreateWebhookSubscription: {
        parameters: {
            query?: never;
            header?: {
                /** @description The property the call is for. Required when the key covers several properties (without it: 422 PROPERTY_NOT_IDENTIFIED); a key of one property may leave it out. A property the key does not cover: 404 PROPERTY_NOT_FOUND. Empty counts as absent. */
                "x-property"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookSubscription"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookSubscriptionWithSecret"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `APIKEY_MISSING`: No API key was sent.
             *     - `APIKEY_INVALID`: The API key is not valid.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["APIKEY_MISSING"] | components["schemas"]["APIKEY_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `APIKEY_SCOPE_MISSING`: The API key lacks a required scope.
             *     - `WEBHOOK_EVENT_NOT_PERMITTED`: The API key may not subscribe to these events.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["APIKEY_SCOPE_MISSING"] | components["schemas"]["WEBHOOK_EVENT_NOT_PERMITTED"];
                };
            };
            /** @description Not found: `PROPERTY_NOT_FOUND`: Property not found. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /**
             * @description Unprocessable, one of:
             *
             *     - `PROPERTY_NOT_IDENTIFIED`: This key covers several properties: send the X-Property header.
             *     - `WEBHOOK_SUBSCRIPTION_LIMIT_REACHED`: This key already holds its maximum number of webhook subscriptions.
             *     - a field error: `errors` names each field refused, and there is no `error_code`
             */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_IDENTIFIED"] | components["schemas"]["WEBHOOK_SUBSCRIPTION_LIMIT_REACHED"] | components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    partnerListWebhookEventKinds: {
        parameters: {
            query?: never;
            header?: {
                /** @description The property the call is for. Required when the key covers several properties (without it: 422 PROPERTY_NOT_IDENTIFIED); a key of one property may leave it out. A property the key does not cover: 404 PROPERTY_NOT_FOUND. Empty counts as absent. */
                "x-property"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookEventKind"][];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `APIKEY_MISSING`: No API key was sent.
             *     - `APIKEY_INVALID`: The API key is not valid.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["APIKEY_MISSING"] | components["schemas"]["APIKEY_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `APIKEY_SCOPE_MISSING`: The API key lacks a required scope.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["APIKEY_SCOPE_MISSING"];
                };
            };
            /** @description Not found: `PROPERTY_NOT_FOUND`: Property not found. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_FOUND"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Unprocessable: `PROPERTY_NOT_IDENTIFIED`: This key covers several properties: send the X-Property header. */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_IDENTIFIED"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    partnerGetWebhookSubscription: {
        parameters: {
            query?: never;
            header?: {
                /** @description The property the call is for. Required when the key covers several properties (without it: 422 PROPERTY_NOT_IDENTIFIED); a key of one property may leave it out. A property the key does not cover: 404 PROPERTY_NOT_FOUND. Empty counts as absent. */
                "x-property"?: string;
            };
            path: {
                subscription_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookSubscription"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `APIKEY_MISSING`: No API key was sent.
             *     - `APIKEY_INVALID`: The API key is not valid.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["APIKEY_MISSING"] | components["schemas"]["APIKEY_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `APIKEY_SCOPE_MISSING`: The API key lacks a required scope.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["APIKEY_SCOPE_MISSING"];
                };
            };
            /**
             * @description Not found, one of:
             *
             *     - `PROPERTY_NOT_FOUND`: Property not found.
             *     - `WEBHOOK_SUBSCRIPTION_NOT_FOUND`: Webhook subscription not found.
             */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_FOUND"] | components["schemas"]["WEBHOOK_SUBSCRIPTION_NOT_FOUND"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /**
             * @description Unprocessable, one of:
             *
             *     - `PROPERTY_NOT_IDENTIFIED`: This key covers several properties: send the X-Property header.
             *     - a field error: `errors` names each field refused, and there is no `error_code`
             */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_IDENTIFIED"] | components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    partnerDeleteWebhookSubscription: {
        parameters: {
            query?: never;
            header?: {
                /** @description The property the call is for. Required when the key covers several properties (without it: 422 PROPERTY_NOT_IDENTIFIED); a key of one property may leave it out. A property the key does not cover: 404 PROPERTY_NOT_FOUND. Empty counts as absent. */
                "x-property"?: string;
            };
            path: {
                subscription_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `APIKEY_MISSING`: No API key was sent.
             *     - `APIKEY_INVALID`: The API key is not valid.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["APIKEY_MISSING"] | components["schemas"]["APIKEY_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `APIKEY_SCOPE_MISSING`: The API key lacks a required scope.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["APIKEY_SCOPE_MISSING"];
                };
            };
            /**
             * @description Not found, one of:
             *
             *     - `PROPERTY_NOT_FOUND`: Property not found.
             *     - `WEBHOOK_SUBSCRIPTION_NOT_FOUND`: Webhook subscription not found.
             */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_FOUND"] | components["schemas"]["WEBHOOK_SUBSCRIPTION_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /**
             * @description Unprocessable, one of:
             *
             *     - `PROPERTY_NOT_IDENTIFIED`: This key covers several properties: send the X-Property header.
             *     - a field error: `errors` names each field refused, and there is no `error_code`
             */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_IDENTIFIED"] | components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    partnerUpdateWebhookSubscription: {
        parameters: {
            query?: never;
            header?: {
                /** @description The property the call is for. Required when the key covers several properties (without it: 422 PROPERTY_NOT_IDENTIFIED); a key of one property may leave it out. A property the key does not cover: 404 PROPERTY_NOT_FOUND. Empty counts as absent. */
                "x-property"?: string;
            };
            path: {
                subscription_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWebhookSubscription"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookSubscription"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `APIKEY_MISSING`: No API key was sent.
             *     - `APIKEY_INVALID`: The API key is not valid.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["APIKEY_MISSING"] | components["schemas"]["APIKEY_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `APIKEY_SCOPE_MISSING`: The API key lacks a required scope.
             *     - `WEBHOOK_EVENT_NOT_PERMITTED`: The API key may not subscribe to these events.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["APIKEY_SCOPE_MISSING"] | components["schemas"]["WEBHOOK_EVENT_NOT_PERMITTED"];
                };
            };
            /**
             * @description Not found, one of:
             *
             *     - `PROPERTY_NOT_FOUND`: Property not found.
             *     - `WEBHOOK_SUBSCRIPTION_NOT_FOUND`: Webhook subscription not found.
             */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_FOUND"] | components["schemas"]["WEBHOOK_SUBSCRIPTION_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /**
             * @description Unprocessable, one of:
             *
             *     - `PROPERTY_NOT_IDENTIFIED`: This key covers several properties: send the X-Property header.
             *     - a field error: `errors` names each field refused, and there is no `error_code`
             */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_IDENTIFIED"] | components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    partnerListWebhookDeliveries: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: {
                /** @description The property the call is for. Required when the key covers several properties (without it: 422 PROPERTY_NOT_IDENTIFIED); a key of one property may leave it out. A property the key does not cover: 404 PROPERTY_NOT_FOUND. Empty counts as absent. */
                "x-property"?: string;
            };
            path: {
                subscription_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookDelivery"][];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `APIKEY_MISSING`: No API key was sent.
             *     - `APIKEY_INVALID`: The API key is not valid.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["APIKEY_MISSING"] | components["schemas"]["APIKEY_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `APIKEY_SCOPE_MISSING`: The API key lacks a required scope.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["APIKEY_SCOPE_MISSING"];
                };
            };
            /**
             * @description Not found, one of:
             *
             *     - `PROPERTY_NOT_FOUND`: Property not found.
             *     - `WEBHOOK_SUBSCRIPTION_NOT_FOUND`: Webhook subscription not found.
             */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_FOUND"] | components["schemas"]["WEBHOOK_SUBSCRIPTION_NOT_FOUND"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /**
             * @description Unprocessable, one of:
             *
             *     - `PROPERTY_NOT_IDENTIFIED`: This key covers several properties: send the X-Property header.
             *     - `INVALID_CURSOR`: The pagination cursor is not usable.
             *     - a field error: `errors` names each field refused, and there is no `error_code`
             */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_IDENTIFIED"] | components["schemas"]["INVALID_CURSOR"] | components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    partnerRedeliverWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description The property the call is for. Required when the key covers several properties (without it: 422 PROPERTY_NOT_IDENTIFIED); a key of one property may leave it out. A property the key does not cover: 404 PROPERTY_NOT_FOUND. Empty counts as absent. */
                "x-property"?: string;
            };
            path: {
                subscription_id: string;
                delivery_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookDelivery"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `APIKEY_MISSING`: No API key was sent.
             *     - `APIKEY_INVALID`: The API key is not valid.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["APIKEY_MISSING"] | components["schemas"]["APIKEY_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `APIKEY_SCOPE_MISSING`: The API key lacks a required scope.
             *     - `WEBHOOK_EVENT_NOT_PERMITTED`: The API key may not subscribe to these events.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["APIKEY_SCOPE_MISSING"] | components["schemas"]["WEBHOOK_EVENT_NOT_PERMITTED"];
                };
            };
            /**
             * @description Not found, one of:
             *
             *     - `PROPERTY_NOT_FOUND`: Property not found.
             *     - `WEBHOOK_SUBSCRIPTION_NOT_FOUND`: Webhook subscription not found.
             *     - `WEBHOOK_DELIVERY_NOT_FOUND`: Webhook delivery not found.
             */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_FOUND"] | components["schemas"]["WEBHOOK_SUBSCRIPTION_NOT_FOUND"] | components["schemas"]["WEBHOOK_DELIVERY_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /**
             * @description Unprocessable, one of:
             *
             *     - `PROPERTY_NOT_IDENTIFIED`: This key covers several properties: send the X-Property header.
             *     - a field error: `errors` names each field refused, and there is no `error_code`
             */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_IDENTIFIED"] | components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    partnerRecoverWebhookDeliveries: {
        parameters: {
            query?: never;
            header?: {
                /** @description The property the call is for. Required when the key covers several properties (without it: 422 PROPERTY_NOT_IDENTIFIED); a key of one property may leave it out. A property the key does not cover: 404 PROPERTY_NOT_FOUND. Empty counts as absent. */
                "x-property"?: string;
            };
            path: {
                subscription_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecoverWebhookDeliveries"];
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookRecovery"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `APIKEY_MISSING`: No API key was sent.
             *     - `APIKEY_INVALID`: The API key is not valid.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["APIKEY_MISSING"] | components["schemas"]["APIKEY_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `APIKEY_SCOPE_MISSING`: The API key lacks a required scope.
             *     - `WEBHOOK_EVENT_NOT_PERMITTED`: The API key may not subscribe to these events.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["APIKEY_SCOPE_MISSING"] | components["schemas"]["WEBHOOK_EVENT_NOT_PERMITTED"];
                };
            };
            /**
             * @description Not found, one of:
             *
             *     - `PROPERTY_NOT_FOUND`: Property not found.
             *     - `WEBHOOK_SUBSCRIPTION_NOT_FOUND`: Webhook subscription not found.
             */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_FOUND"] | components["schemas"]["WEBHOOK_SUBSCRIPTION_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /**
             * @description Unprocessable, one of:
             *
             *     - `PROPERTY_NOT_IDENTIFIED`: This key covers several properties: send the X-Property header.
             *     - a field error: `errors` names each field refused, and there is no `error_code`
             */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_IDENTIFIED"] | components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    partnerActivateWebhookSubscription: {
        parameters: {
            query?: never;
            header?: {
                /** @description The property the call is for. Required when the key covers several properties (without it: 422 PROPERTY_NOT_IDENTIFIED); a key of one property may leave it out. A property the key does not cover: 404 PROPERTY_NOT_FOUND. Empty counts as absent. */
                "x-property"?: string;
            };
            path: {
                subscription_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookSubscription"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `APIKEY_MISSING`: No API key was sent.
             *     - `APIKEY_INVALID`: The API key is not valid.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["APIKEY_MISSING"] | components["schemas"]["APIKEY_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `APIKEY_SCOPE_MISSING`: The API key lacks a required scope.
             *     - `WEBHOOK_EVENT_NOT_PERMITTED`: The API key may not subscribe to these events.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["APIKEY_SCOPE_MISSING"] | components["schemas"]["WEBHOOK_EVENT_NOT_PERMITTED"];
                };
            };
            /**
             * @description Not found, one of:
             *
             *     - `PROPERTY_NOT_FOUND`: Property not found.
             *     - `WEBHOOK_SUBSCRIPTION_NOT_FOUND`: Webhook subscription not found.
             */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_FOUND"] | components["schemas"]["WEBHOOK_SUBSCRIPTION_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /**
             * @description Unprocessable, one of:
             *
             *     - `PROPERTY_NOT_IDENTIFIED`: This key covers several properties: send the X-Property header.
             *     - a field error: `errors` names each field refused, and there is no `error_code`
             */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_IDENTIFIED"] | components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    partnerDeactivateWebhookSubscription: {
        parameters: {
            query?: never;
            header?: {
                /** @description The property the call is for. Required when the key covers several properties (without it: 422 PROPERTY_NOT_IDENTIFIED); a key of one property may leave it out. A property the key does not cover: 404 PROPERTY_NOT_FOUND. Empty counts as absent. */
                "x-property"?: string;
            };
            path: {
                subscription_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookSubscription"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `APIKEY_MISSING`: No API key was sent.
             *     - `APIKEY_INVALID`: The API key is not valid.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["APIKEY_MISSING"] | components["schemas"]["APIKEY_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `APIKEY_SCOPE_MISSING`: The API key lacks a required scope.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["APIKEY_SCOPE_MISSING"];
                };
            };
            /**
             * @description Not found, one of:
             *
             *     - `PROPERTY_NOT_FOUND`: Property not found.
             *     - `WEBHOOK_SUBSCRIPTION_NOT_FOUND`: Webhook subscription not found.
             */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_FOUND"] | components["schemas"]["WEBHOOK_SUBSCRIPTION_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /**
             * @description Unprocessable, one of:
             *
             *     - `PROPERTY_NOT_IDENTIFIED`: This key covers several properties: send the X-Property header.
             *     - a field error: `errors` names each field refused, and there is no `error_code`
             */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_IDENTIFIED"] | components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    partnerRotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description The property the call is for. Required when the key covers several properties (without it: 422 PROPERTY_NOT_IDENTIFIED); a key of one property may leave it out. A property the key does not cover: 404 PROPERTY_NOT_FOUND. Empty counts as absent. */
                "x-property"?: string;
            };
            path: {
                subscription_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookSubscriptionWithSecret"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `APIKEY_MISSING`: No API key was sent.
             *     - `APIKEY_INVALID`: The API key is not valid.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["APIKEY_MISSING"] | components["schemas"]["APIKEY_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `APIKEY_SCOPE_MISSING`: The API key lacks a required scope.
             *     - `WEBHOOK_EVENT_NOT_PERMITTED`: The API key may not subscribe to these events.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["APIKEY_SCOPE_MISSING"] | components["schemas"]["WEBHOOK_EVENT_NOT_PERMITTED"];
                };
            };
            /**
             * @description Not found, one of:
             *
             *     - `PROPERTY_NOT_FOUND`: Property not found.
             *     - `WEBHOOK_SUBSCRIPTION_NOT_FOUND`: Webhook subscription not found.
             */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_FOUND"] | components["schemas"]["WEBHOOK_SUBSCRIPTION_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /**
             * @description Unprocessable, one of:
             *
             *     - `PROPERTY_NOT_IDENTIFIED`: This key covers several properties: send the X-Property header.
             *     - a field error: `errors` names each field refused, and there is no `error_code`
             */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_IDENTIFIED"] | components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    partnerTestWebhookSubscription: {
        parameters: {
            query?: never;
            header?: {
                /** @description The property the call is for. Required when the key covers several properties (without it: 422 PROPERTY_NOT_IDENTIFIED); a key of one property may leave it out. A property the key does not cover: 404 PROPERTY_NOT_FOUND. Empty counts as absent. */
                "x-property"?: string;
            };
            path: {
                subscription_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookTestResult"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `APIKEY_MISSING`: No API key was sent.
             *     - `APIKEY_INVALID`: The API key is not valid.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["APIKEY_MISSING"] | components["schemas"]["APIKEY_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `APIKEY_SCOPE_MISSING`: The API key lacks a required scope.
             *     - `WEBHOOK_EVENT_NOT_PERMITTED`: The API key may not subscribe to these events.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["APIKEY_SCOPE_MISSING"] | components["schemas"]["WEBHOOK_EVENT_NOT_PERMITTED"];
                };
            };
            /**
             * @description Not found, one of:
             *
             *     - `PROPERTY_NOT_FOUND`: Property not found.
             *     - `WEBHOOK_SUBSCRIPTION_NOT_FOUND`: Webhook subscription not found.
             */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_FOUND"] | components["schemas"]["WEBHOOK_SUBSCRIPTION_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /**
             * @description Unprocessable, one of:
             *
             *     - `PROPERTY_NOT_IDENTIFIED`: This key covers several properties: send the X-Property header.
             *     - a field error: `errors` names each field refused, and there is no `error_code`
             */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_IDENTIFIED"] | components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantListWebhookSubscriptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookSubscription"][];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /** @description Forbidden: `TENANT_INACTIVE`: The hotel account is deactivated. */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantCreateWebhookSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookSubscription"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookSubscriptionWithSecret"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `CSRF_TOKEN_INVALID`: A call made with the session cookie must carry its X-CSRF-Token and come from this site.
             *     - `STAFF_ROLE_INSUFFICIENT`: Your role may not make this call.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["CSRF_TOKEN_INVALID"] | components["schemas"]["STAFF_ROLE_INSUFFICIENT"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /** @description Unprocessable: a field error: `errors` names each field refused, and there is no `error_code` */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantGetWebhookSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                subscription_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookSubscription"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /** @description Forbidden: `TENANT_INACTIVE`: The hotel account is deactivated. */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"];
                };
            };
            /** @description Not found: `WEBHOOK_SUBSCRIPTION_NOT_FOUND`: Webhook subscription not found. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WEBHOOK_SUBSCRIPTION_NOT_FOUND"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Unprocessable: a field error: `errors` names each field refused, and there is no `error_code` */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantDeleteWebhookSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                subscription_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `CSRF_TOKEN_INVALID`: A call made with the session cookie must carry its X-CSRF-Token and come from this site.
             *     - `STAFF_ROLE_INSUFFICIENT`: Your role may not make this call.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["CSRF_TOKEN_INVALID"] | components["schemas"]["STAFF_ROLE_INSUFFICIENT"];
                };
            };
            /** @description Not found: `WEBHOOK_SUBSCRIPTION_NOT_FOUND`: Webhook subscription not found. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WEBHOOK_SUBSCRIPTION_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /** @description Unprocessable: a field error: `errors` names each field refused, and there is no `error_code` */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantUpdateWebhookSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                subscription_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWebhookSubscription"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookSubscription"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `CSRF_TOKEN_INVALID`: A call made with the session cookie must carry its X-CSRF-Token and come from this site.
             *     - `STAFF_ROLE_INSUFFICIENT`: Your role may not make this call.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["CSRF_TOKEN_INVALID"] | components["schemas"]["STAFF_ROLE_INSUFFICIENT"];
                };
            };
            /** @description Not found: `WEBHOOK_SUBSCRIPTION_NOT_FOUND`: Webhook subscription not found. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WEBHOOK_SUBSCRIPTION_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /** @description Unprocessable: a field error: `errors` names each field refused, and there is no `error_code` */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantListWebhookDeliveries: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                subscription_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookDelivery"][];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /** @description Forbidden: `TENANT_INACTIVE`: The hotel account is deactivated. */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"];
                };
            };
            /** @description Not found: `WEBHOOK_SUBSCRIPTION_NOT_FOUND`: Webhook subscription not found. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WEBHOOK_SUBSCRIPTION_NOT_FOUND"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /**
             * @description Unprocessable, one of:
             *
             *     - `INVALID_CURSOR`: The pagination cursor is not usable.
             *     - a field error: `errors` names each field refused, and there is no `error_code`
             */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INVALID_CURSOR"] | components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantRedeliverWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                subscription_id: string;
                delivery_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookDelivery"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `CSRF_TOKEN_INVALID`: A call made with the session cookie must carry its X-CSRF-Token and come from this site.
             *     - `STAFF_ROLE_INSUFFICIENT`: Your role may not make this call.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["CSRF_TOKEN_INVALID"] | components["schemas"]["STAFF_ROLE_INSUFFICIENT"];
                };
            };
            /**
             * @description Not found, one of:
             *
             *     - `WEBHOOK_SUBSCRIPTION_NOT_FOUND`: Webhook subscription not found.
             *     - `WEBHOOK_DELIVERY_NOT_FOUND`: Webhook delivery not found.
             */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WEBHOOK_SUBSCRIPTION_NOT_FOUND"] | components["schemas"]["WEBHOOK_DELIVERY_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /** @description Unprocessable: a field error: `errors` names each field refused, and there is no `error_code` */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantRecoverWebhookDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                subscription_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecoverWebhookDeliveries"];
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookRecovery"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `CSRF_TOKEN_INVALID`: A call made with the session cookie must carry its X-CSRF-Token and come from this site.
             *     - `STAFF_ROLE_INSUFFICIENT`: Your role may not make this call.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["CSRF_TOKEN_INVALID"] | components["schemas"]["STAFF_ROLE_INSUFFICIENT"];
                };
            };
            /** @description Not found: `WEBHOOK_SUBSCRIPTION_NOT_FOUND`: Webhook subscription not found. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WEBHOOK_SUBSCRIPTION_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /** @description Unprocessable: a field error: `errors` names each field refused, and there is no `error_code` */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantActivateWebhookSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                subscription_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookSubscription"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `CSRF_TOKEN_INVALID`: A call made with the session cookie must carry its X-CSRF-Token and come from this site.
             *     - `STAFF_ROLE_INSUFFICIENT`: Your role may not make this call.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["CSRF_TOKEN_INVALID"] | components["schemas"]["STAFF_ROLE_INSUFFICIENT"];
                };
            };
            /** @description Not found: `WEBHOOK_SUBSCRIPTION_NOT_FOUND`: Webhook subscription not found. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WEBHOOK_SUBSCRIPTION_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /** @description Unprocessable: a field error: `errors` names each field refused, and there is no `error_code` */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantDeactivateWebhookSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                subscription_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookSubscription"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `CSRF_TOKEN_INVALID`: A call made with the session cookie must carry its X-CSRF-Token and come from this site.
             *     - `STAFF_ROLE_INSUFFICIENT`: Your role may not make this call.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["CSRF_TOKEN_INVALID"] | components["schemas"]["STAFF_ROLE_INSUFFICIENT"];
                };
            };
            /** @description Not found: `WEBHOOK_SUBSCRIPTION_NOT_FOUND`: Webhook subscription not found. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WEBHOOK_SUBSCRIPTION_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /** @description Unprocessable: a field error: `errors` names each field refused, and there is no `error_code` */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantRotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                subscription_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookSubscriptionWithSecret"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `CSRF_TOKEN_INVALID`: A call made with the session cookie must carry its X-CSRF-Token and come from this site.
             *     - `STAFF_ROLE_INSUFFICIENT`: Your role may not make this call.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["CSRF_TOKEN_INVALID"] | components["schemas"]["STAFF_ROLE_INSUFFICIENT"];
                };
            };
            /** @description Not found: `WEBHOOK_SUBSCRIPTION_NOT_FOUND`: Webhook subscription not found. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WEBHOOK_SUBSCRIPTION_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /** @description Unprocessable: a field error: `errors` names each field refused, and there is no `error_code` */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    merchantTestWebhookSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                subscription_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookTestResult"];
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `MERCHANT_TOKEN_MISSING`: No merchant token or session cookie was sent.
             *     - `MERCHANT_TOKEN_INVALID`: The merchant token is not valid.
             *     - `STAFF_SESSION_INVALID`: The session has ended; sign in again.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MERCHANT_TOKEN_MISSING"] | components["schemas"]["MERCHANT_TOKEN_INVALID"] | components["schemas"]["STAFF_SESSION_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `CSRF_TOKEN_INVALID`: A call made with the session cookie must carry its X-CSRF-Token and come from this site.
             *     - `STAFF_ROLE_INSUFFICIENT`: Your role may not make this call.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["CSRF_TOKEN_INVALID"] | components["schemas"]["STAFF_ROLE_INSUFFICIENT"];
                };
            };
            /** @description Not found: `WEBHOOK_SUBSCRIPTION_NOT_FOUND`: Webhook subscription not found. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WEBHOOK_SUBSCRIPTION_NOT_FOUND"];
                };
            };
            /** @description Refused: `REQUEST_TIMEOUT`: The request did not fully arrive in time; the connection is closed. */
            408: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["REQUEST_TIMEOUT"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /** @description Payload too large: `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PAYLOAD_TOO_LARGE"];
                };
            };
            /** @description Unsupported media type: `UNSUPPORTED_MEDIA_TYPE`: Send the body as application/json. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UNSUPPORTED_MEDIA_TYPE"];
                };
            };
            /** @description Unprocessable: a field error: `errors` names each field refused, and there is no `error_code` */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    partnerListEvents: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
                /** @description Comma-separated kinds (booking.created) or families (booking.*); unsaid: every kind. */
                types?: string;
            };
            header?: {
                /** @description The property the call is for. Required when the key covers several properties (without it: 422 PROPERTY_NOT_IDENTIFIED); a key of one property may leave it out. A property the key does not cover: 404 PROPERTY_NOT_FOUND. Empty counts as absent. */
                "x-property"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FeedEvent"][];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /**
             * @description Unauthorized, one of:
             *
             *     - `APIKEY_MISSING`: No API key was sent.
             *     - `APIKEY_INVALID`: The API key is not valid.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["APIKEY_MISSING"] | components["schemas"]["APIKEY_INVALID"];
                };
            };
            /**
             * @description Forbidden, one of:
             *
             *     - `TENANT_INACTIVE`: The hotel account is deactivated.
             *     - `APIKEY_SCOPE_MISSING`: The API key lacks a required scope.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TENANT_INACTIVE"] | components["schemas"]["APIKEY_SCOPE_MISSING"];
                };
            };
            /** @description Not found: `PROPERTY_NOT_FOUND`: Property not found. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_FOUND"];
                };
            };
            /** @description Refused: `API_VERSION_SUNSET`: This API version no longer answers: move to one of `versions` (GET /api/v1/versions says how). */
            410: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_SUNSET"];
                };
            };
            /**
             * @description Unprocessable, one of:
             *
             *     - `PROPERTY_NOT_IDENTIFIED`: This key covers several properties: send the X-Property header.
             *     - `INVALID_CURSOR`: The pagination cursor is not usable.
             *     - a field error: `errors` names each field refused, and there is no `error_code`
             */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PROPERTY_NOT_IDENTIFIED"] | components["schemas"]["INVALID_CURSOR"] | components["schemas"]["FieldError"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
            /** @description Service unavailable: `SERVICE_UNAVAILABLE`: A service is temporarily unavailable; retry shortly. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SERVICE_UNAVAILABLE"];
                };
            };
        };
    };
    partnerListVersions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiVersionList"];
                };
            };
            /** @description Refused: `API_VERSION_UNKNOWN`: No API version has this name: send one of `versions` as Api-Version, or none for the key's own. */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["API_VERSION_UNKNOWN"];
                };
            };
            /** @description Too many requests: the request rate limit: no `error_code`; wait for `Retry-After` */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description Internal error: `INTERNAL_ERROR`: Something went wrong on our side. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["INTERNAL_ERROR"];
                };
            };
        };
    };
    onBookingCreated: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_…`), the same on every retry, redelivery and recovery of it, and the `id` of the same event in GET /api/v1/events: drop a delivery whose id you already have. */
                "webhook-id": string;
                /** @description When this attempt was signed, in seconds since the Unix epoch. Refuse one far from your clock (Standard Webhooks suggests 5 minutes): it may be replayed. */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` keyed with the base64 part of the subscription's `whsec_` secret. For 24 hours after rotate-secret there are two (the new and the old secret); one that matches is enough. Any Standard Webhooks library verifies it. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description `{type, timestamp, data}`, JSON. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingCreatedEvent"];
            };
        };
        responses: {
            /** @description Gone: the subscription is deactivated (`disabled_reason` says why) and nothing more is sent. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Any 2xx answer ends the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer, or none in time, is tried again with the same `webhook-id`, on the Standard Webhooks schedule (from seconds to hours apart); a `Retry-After` is honoured. Every delivery is listed with its attempts in GET /webhooks/{subscription_id}/deliveries; POST …/deliveries/{delivery_id}/redeliver and POST /webhooks/{subscription_id}/recover send them again with the same `webhook-id`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onBookingConfirmed: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_…`), the same on every retry, redelivery and recovery of it, and the `id` of the same event in GET /api/v1/events: drop a delivery whose id you already have. */
                "webhook-id": string;
                /** @description When this attempt was signed, in seconds since the Unix epoch. Refuse one far from your clock (Standard Webhooks suggests 5 minutes): it may be replayed. */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` keyed with the base64 part of the subscription's `whsec_` secret. For 24 hours after rotate-secret there are two (the new and the old secret); one that matches is enough. Any Standard Webhooks library verifies it. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description `{type, timestamp, data}`, JSON. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingConfirmedEvent"];
            };
        };
        responses: {
            /** @description Gone: the subscription is deactivated (`disabled_reason` says why) and nothing more is sent. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Any 2xx answer ends the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer, or none in time, is tried again with the same `webhook-id`, on the Standard Webhooks schedule (from seconds to hours apart); a `Retry-After` is honoured. Every delivery is listed with its attempts in GET /webhooks/{subscription_id}/deliveries; POST …/deliveries/{delivery_id}/redeliver and POST /webhooks/{subscription_id}/recover send them again with the same `webhook-id`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onBookingCancelled: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_…`), the same on every retry, redelivery and recovery of it, and the `id` of the same event in GET /api/v1/events: drop a delivery whose id you already have. */
                "webhook-id": string;
                /** @description When this attempt was signed, in seconds since the Unix epoch. Refuse one far from your clock (Standard Webhooks suggests 5 minutes): it may be replayed. */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` keyed with the base64 part of the subscription's `whsec_` secret. For 24 hours after rotate-secret there are two (the new and the old secret); one that matches is enough. Any Standard Webhooks library verifies it. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description `{type, timestamp, data}`, JSON. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingCancelledEvent"];
            };
        };
        responses: {
            /** @description Gone: the subscription is deactivated (`disabled_reason` says why) and nothing more is sent. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Any 2xx answer ends the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer, or none in time, is tried again with the same `webhook-id`, on the Standard Webhooks schedule (from seconds to hours apart); a `Retry-After` is honoured. Every delivery is listed with its attempts in GET /webhooks/{subscription_id}/deliveries; POST …/deliveries/{delivery_id}/redeliver and POST /webhooks/{subscription_id}/recover send them again with the same `webhook-id`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onBookingChanged: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_…`), the same on every retry, redelivery and recovery of it, and the `id` of the same event in GET /api/v1/events: drop a delivery whose id you already have. */
                "webhook-id": string;
                /** @description When this attempt was signed, in seconds since the Unix epoch. Refuse one far from your clock (Standard Webhooks suggests 5 minutes): it may be replayed. */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` keyed with the base64 part of the subscription's `whsec_` secret. For 24 hours after rotate-secret there are two (the new and the old secret); one that matches is enough. Any Standard Webhooks library verifies it. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description `{type, timestamp, data}`, JSON. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingChangedEvent"];
            };
        };
        responses: {
            /** @description Gone: the subscription is deactivated (`disabled_reason` says why) and nothing more is sent. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Any 2xx answer ends the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer, or none in time, is tried again with the same `webhook-id`, on the Standard Webhooks schedule (from seconds to hours apart); a `Retry-After` is honoured. Every delivery is listed with its attempts in GET /webhooks/{subscription_id}/deliveries; POST …/deliveries/{delivery_id}/redeliver and POST /webhooks/{subscription_id}/recover send them again with the same `webhook-id`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onBookingCheckedIn: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_…`), the same on every retry, redelivery and recovery of it, and the `id` of the same event in GET /api/v1/events: drop a delivery whose id you already have. */
                "webhook-id": string;
                /** @description When this attempt was signed, in seconds since the Unix epoch. Refuse one far from your clock (Standard Webhooks suggests 5 minutes): it may be replayed. */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` keyed with the base64 part of the subscription's `whsec_` secret. For 24 hours after rotate-secret there are two (the new and the old secret); one that matches is enough. Any Standard Webhooks library verifies it. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description `{type, timestamp, data}`, JSON. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingCheckedInEvent"];
            };
        };
        responses: {
            /** @description Gone: the subscription is deactivated (`disabled_reason` says why) and nothing more is sent. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Any 2xx answer ends the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer, or none in time, is tried again with the same `webhook-id`, on the Standard Webhooks schedule (from seconds to hours apart); a `Retry-After` is honoured. Every delivery is listed with its attempts in GET /webhooks/{subscription_id}/deliveries; POST …/deliveries/{delivery_id}/redeliver and POST /webhooks/{subscription_id}/recover send them again with the same `webhook-id`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onBookingCheckedOut: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_…`), the same on every retry, redelivery and recovery of it, and the `id` of the same event in GET /api/v1/events: drop a delivery whose id you already have. */
                "webhook-id": string;
                /** @description When this attempt was signed, in seconds since the Unix epoch. Refuse one far from your clock (Standard Webhooks suggests 5 minutes): it may be replayed. */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` keyed with the base64 part of the subscription's `whsec_` secret. For 24 hours after rotate-secret there are two (the new and the old secret); one that matches is enough. Any Standard Webhooks library verifies it. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description `{type, timestamp, data}`, JSON. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingCheckedOutEvent"];
            };
        };
        responses: {
            /** @description Gone: the subscription is deactivated (`disabled_reason` says why) and nothing more is sent. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Any 2xx answer ends the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer, or none in time, is tried again with the same `webhook-id`, on the Standard Webhooks schedule (from seconds to hours apart); a `Retry-After` is honoured. Every delivery is listed with its attempts in GET /webhooks/{subscription_id}/deliveries; POST …/deliveries/{delivery_id}/redeliver and POST /webhooks/{subscription_id}/recover send them again with the same `webhook-id`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onUnitHousekeepingChanged: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_…`), the same on every retry, redelivery and recovery of it, and the `id` of the same event in GET /api/v1/events: drop a delivery whose id you already have. */
                "webhook-id": string;
                /** @description When this attempt was signed, in seconds since the Unix epoch. Refuse one far from your clock (Standard Webhooks suggests 5 minutes): it may be replayed. */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` keyed with the base64 part of the subscription's `whsec_` secret. For 24 hours after rotate-secret there are two (the new and the old secret); one that matches is enough. Any Standard Webhooks library verifies it. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description `{type, timestamp, data}`, JSON. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["UnitHousekeepingChangedEvent"];
            };
        };
        responses: {
            /** @description Gone: the subscription is deactivated (`disabled_reason` says why) and nothing more is sent. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Any 2xx answer ends the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer, or none in time, is tried again with the same `webhook-id`, on the Standard Webhooks schedule (from seconds to hours apart); a `Retry-After` is honoured. Every delivery is listed with its attempts in GET /webhooks/{subscription_id}/deliveries; POST …/deliveries/{delivery_id}/redeliver and POST /webhooks/{subscription_id}/recover send them again with the same `webhook-id`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onAriChanged: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_…`), the same on every retry, redelivery and recovery of it, and the `id` of the same event in GET /api/v1/events: drop a delivery whose id you already have. */
                "webhook-id": string;
                /** @description When this attempt was signed, in seconds since the Unix epoch. Refuse one far from your clock (Standard Webhooks suggests 5 minutes): it may be replayed. */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` keyed with the base64 part of the subscription's `whsec_` secret. For 24 hours after rotate-secret there are two (the new and the old secret); one that matches is enough. Any Standard Webhooks library verifies it. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description `{type, timestamp, data}`, JSON. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["AriChangedEvent"];
            };
        };
        responses: {
            /** @description Gone: the subscription is deactivated (`disabled_reason` says why) and nothing more is sent. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Any 2xx answer ends the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer, or none in time, is tried again with the same `webhook-id`, on the Standard Webhooks schedule (from seconds to hours apart); a `Retry-After` is honoured. Every delivery is listed with its attempts in GET /webhooks/{subscription_id}/deliveries; POST …/deliveries/{delivery_id}/redeliver and POST /webhooks/{subscription_id}/recover send them again with the same `webhook-id`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onWebhookTest: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_…`), the same on every retry, redelivery and recovery of it, and the `id` of the same event in GET /api/v1/events: drop a delivery whose id you already have. */
                "webhook-id": string;
                /** @description When this attempt was signed, in seconds since the Unix epoch. Refuse one far from your clock (Standard Webhooks suggests 5 minutes): it may be replayed. */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64>` signatures: HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` keyed with the base64 part of the subscription's `whsec_` secret. For 24 hours after rotate-secret there are two (the new and the old secret); one that matches is enough. Any Standard Webhooks library verifies it. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description `{type, timestamp, data}`, JSON. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookTestEvent"];
            };
        };
        responses: {
            /** @description Gone: the subscription is deactivated (`disabled_reason` says why) and nothing more is sent. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Any 2xx answer ends the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer, or none in time, is tried again with the same `webhook-id`, on the Standard Webhooks schedule (from seconds to hours apart); a `Retry-After` is honoured. Every delivery is listed with its attempts in GET /webhooks/{subscription_id}/deliveries; POST …/deliveries/{delivery_id}/redeliver and POST /webhooks/{subscription_id}/recover send them again with the same `webhook-id`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}

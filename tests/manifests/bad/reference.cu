/* The device reference the bad manifests that need one name (never compiled). */

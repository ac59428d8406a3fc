// Replaced by the layouts written for these tests.

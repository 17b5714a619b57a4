"""Lessons to come."""
LESSONS = ()

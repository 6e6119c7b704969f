"""The window's widgets: board, tray, score panel, dialogs."""

"""The Chouette Bézique mode: a sitting of Rubicon Bézique games at the window, its
controller, dialog and panel."""

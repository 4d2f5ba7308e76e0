while true {}
